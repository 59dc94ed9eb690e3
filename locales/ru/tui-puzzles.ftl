## Экраны задач: меню задач, решение и итоги.

## Меню задач.

ui-puzzles-how = Как: { $mode }
ui-puzzles-variant = Шашки: { $variant }
ui-puzzles-theme = Тема: { $theme }
ui-puzzles-difficulty = Трудность: { $level }
ui-puzzles-all = все
ui-puzzles-any = любая
ui-puzzles-easy = лёгкие
ui-puzzles-medium = средние
ui-puzzles-hard = трудные
ui-puzzles-replay = Повторить задачи с ошибками
ui-puzzles-solved-of = решено { $solved } из { $count }
ui-puzzles-rating = рейтинг { $rating }
ui-puzzles-best = Рекорд: { $name }: { $count ->
        [one] { $count } задача
        [few] { $count } задачи
        [many] { $count } задач
       *[other] { $count } задачи
    }

## Почему не начинается серия задач.

ui-puzzles-none-match = Нет задач, подходящих под этот выбор.
ui-puzzles-all-solved = { $count ->
        [1] Единственная задача под этот выбор уже решена.
        [one] Под этот выбор подходит { $count } задача, и все они уже решены.
        [few] Под этот выбор подходят { $count } задачи, и все они уже решены.
        [many] Под этот выбор подходят { $count } задач, и все они уже решены.
       *[other] Под этот выбор подходят { $count } задачи, и все они уже решены.
    }
ui-puzzles-choose-another = Выбери другие шашки, тему или трудность.
ui-puzzles-replay-or-choose = Повтори задачи с ошибками либо выбери другую тему или трудность.
ui-puzzles-nothing-to-replay = Повторять нечего: в подходящих задачах ошибок не было.

## Решение.

ui-puzzles-run-title = { $mode } - решено { $solved } - очки { $points }
ui-puzzles-about = { $variant }: задача ({ $themes }), трудность { $rating }. Твой рейтинг: { $yours }.
ui-puzzles-keys-board = Стрелки, Enter: выбрать шашку, потом поле  { $start }  F1 или ?: подсказка  w: почему?  s: дальше  r: сдаться  o: повернуть доску  Esc: конец
ui-puzzles-keys-typing = Напиши ход ({ $quiet }, { $capture }) и нажми Enter  Tab или Esc: к доске  F1: подсказка
ui-puzzles-keys-board-streak = Стрелки, Enter: выбрать шашку, потом поле  { $start }  s: дальше  r: сдаться  o: повернуть доску  Esc: конец
ui-puzzles-keys-typing-streak = Напиши ход ({ $quiet }, { $capture }) и нажми Enter  Tab или Esc: к доске
ui-puzzles-keys-punished = Enter: вернуть ход  Esc: конец
ui-puzzles-keys-done = Enter: дальше  w: почему?  o: повернуть доску  Esc: конец
ui-puzzles-enter-result = (Enter: итоги)
ui-puzzles-enter-next = (Enter: следующая задача)
ui-puzzles-enter-solution = (Enter: следующий ход решения)
ui-puzzles-no-skips-left = В этой серии пропусков больше нет.
ui-puzzles-end-streak = Закончить серию?
ui-puzzles-end-timed = Закончить, пока время не вышло?
ui-puzzles-yes-end = Да, закончить
ui-puzzles-no-go-on = Нет, продолжаем

## Итоги.

ui-puzzles-streak-over = Серия окончена.
ui-puzzles-no-harder = Более трудных задач с таким выбором не осталось.
ui-puzzles-no-more = Больше нет задач, подходящих под этот выбор.
ui-puzzles-solved-streak = Задач решено подряд без неверного хода: { $count }
ui-puzzles-solved-timed = Задач решено за три минуты: { $count }
ui-puzzles-solved-practice = Решено задач: { $count }
ui-puzzles-points = Очки: { $points }
ui-puzzles-new-best = Новый рекорд!
ui-puzzles-well-played = Хорошо поиграли
ui-puzzles-replayed = Повторено задач: { $done } из { $total }
ui-puzzles-replay-solved = Решено без ошибок: { $count }
ui-puzzles-replay-left = Осталось повторить: { $count }
ui-puzzles-replay-all-solved = { $count ->
        [1] Повторённая задача теперь решена без ошибок!
       *[other] Все повторённые задачи ({ $count }) теперь решены без ошибок!
    }
ui-puzzles-replay-over = Повтор окончен
ui-puzzles-menu = Меню задач
