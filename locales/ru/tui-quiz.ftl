## Экраны викторины: меню викторины, раунд и его итоги.

## Меню викторины.

ui-quiz-questions = Вопросы: { $mode }
ui-quiz-board = Доска: { $board }
ui-quiz-time = Время: { $time }
ui-quiz-board-russian = русские, поля a1-h8
ui-quiz-board-brazilian = бразильские, поля a1-h8
ui-quiz-board-english = английские, поля 1-32
ui-quiz-board-international = международные, поля 1-50
ui-quiz-untimed = без времени
ui-quiz-shown = есть
ui-quiz-hidden = нет
ui-quiz-seen-from = Смотрим со стороны: { $side ->
        [black] чёрных
       *[white] белых
    }
ui-quiz-best = Лучший результат с этими настройками: { $score }
ui-quiz-no-best = С этими настройками ещё не играли.
ui-quiz-recent = Последние раунды:

## Раунд.

ui-quiz-round-title = { $mode } - очки { $score } - верно { $right }/{ $asked } - серия { $streak }
ui-quiz-keys-square = Стрелки и Enter или щелчок  o: повернуть доску  Esc: закончить раунд
ui-quiz-keys-selection = Стрелки, Enter: отметить или снять  k: проверить  Esc: закончить раунд
ui-quiz-keys-move = Выбери шашку, потом куда она идёт  o: повернуть доску  Esc: закончить раунд
ui-quiz-keys-choice = Вверх/вниз и Enter или номер ответа  Esc: закончить раунд
ui-quiz-keys-text = Напиши ответ и нажми Enter  Esc: закончить раунд
ui-quiz-keys-answered = Enter: следующий вопрос  Esc: закончить раунд
ui-quiz-enter-next = Enter: следующий вопрос

## Итоги раунда.

ui-quiz-score = Очки: { $score }
ui-quiz-right-answers = Верных ответов: { $right } из { $asked } ({ $accuracy }%)
ui-quiz-best-streak = Лучшая серия: { $count }
ui-quiz-new-best = Новый рекорд!
ui-quiz-round-over = Раунд окончен
ui-quiz-again = Ещё раз
ui-quiz-menu = Меню викторины
