## Екраните: менюта, заглавия, бутони, подсказки долу, диалози.

## Думи на няколко екрана.

ui-start = >> Започни <<
ui-type-move = Напиши ход:
ui-your-answer = Твоят отговор:
ui-time-up = Времето изтече!
ui-board-labels = Надписи на дъската
ui-cancel = Отказ
ui-back = Назад
ui-lessons = Уроци
ui-puzzles = Задачи
ui-quiz = Викторина
ui-progress = Напредък
