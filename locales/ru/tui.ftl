## Экраны: меню, заголовки, кнопки, подсказки внизу, диалоги.

## Слова нескольких экранов.

ui-start = >> Начать <<
ui-type-move = Напиши ход:
ui-your-answer = Твой ответ:
ui-time-up = Время вышло!
ui-board-labels = Подписи доски
ui-cancel = Отмена
ui-back = Назад
ui-lessons = Уроки
ui-puzzles = Задачи
ui-quiz = Викторина
ui-progress = Успехи
