## Екраните със задачи: менюто, решаването и резултатът.

## Менюто със задачи.

ui-puzzles-how = Как: { $mode }
ui-puzzles-variant = Шашки: { $variant }
ui-puzzles-theme = Тема: { $theme }
ui-puzzles-difficulty = Трудност: { $level }
ui-puzzles-all = всички
ui-puzzles-any = всякаква
ui-puzzles-easy = лесни
ui-puzzles-medium = средни
ui-puzzles-hard = трудни
ui-puzzles-replay = Повтори задачите с грешки
ui-puzzles-solved-of = решени { $solved } от { $count }
ui-puzzles-rating = рейтинг { $rating }
ui-puzzles-best = Рекорд: { $name }: { $count ->
        [one] { $count } задача
       *[other] { $count } задачи
    }

## Защо задачите не започват.

ui-puzzles-none-match = Няма задачи за този избор.
ui-puzzles-all-solved = { $count ->
        [one] Единствената задача за този избор е решена.
       *[other] Всички { $count } задачи за този избор са решени.
    }
ui-puzzles-choose-another = Избери други шашки, тема или трудност.
ui-puzzles-replay-or-choose = Повтори задачите с грешки или избери друга тема или трудност.
ui-puzzles-nothing-to-replay = Няма какво да повтаряш: в задачите за този избор не е имало грешки.

## Решаване.

ui-puzzles-run-title = { $mode } - решени { $solved } - точки { $points }
ui-puzzles-about = { $variant }: задача ({ $themes }), трудност { $rating }. Твоят рейтинг: { $yours }.
ui-puzzles-keys-board = Стрелки, Enter: избери фигура, после поле  { $start }  F1 или ?: подсказка  w: защо?  s: пропусни  r: откажи се  o: обърни дъската  Esc: край
ui-puzzles-keys-typing = Напиши хода ({ $quiet }, { $capture }) и натисни Enter  Tab или Esc: към дъската  F1: подсказка
ui-puzzles-keys-board-streak = Стрелки, Enter: избери фигура, после поле  { $start }  s: пропусни  r: откажи се  o: обърни дъската  Esc: край
ui-puzzles-keys-typing-streak = Напиши хода ({ $quiet }, { $capture }) и натисни Enter  Tab или Esc: към дъската
ui-puzzles-keys-punished = Enter: върни хода  Esc: край
ui-puzzles-keys-done = Enter: напред  w: защо?  o: обърни дъската  Esc: край
ui-puzzles-enter-result = (Enter: резултатът)
ui-puzzles-enter-next = (Enter: следващата задача)
ui-puzzles-enter-solution = (Enter: следващият ход от решението)
ui-puzzles-no-skips-left = В тази серия вече нямаш пропуски.
ui-puzzles-end-streak = Да спрем ли серията?
ui-puzzles-end-timed = Да спрем ли, преди времето да изтече?
ui-puzzles-yes-end = Да, спираме
ui-puzzles-no-go-on = Не, продължаваме

## Резултатът.

ui-puzzles-streak-over = Серията свърши.
ui-puzzles-no-harder = За този избор не останаха по-трудни задачи.
ui-puzzles-no-more = Няма повече задачи за този избор.
ui-puzzles-solved-streak = Решени задачи подред, без грешен ход: { $count }
ui-puzzles-solved-timed = Решени задачи за три минути: { $count }
ui-puzzles-solved-practice = Решени задачи: { $count }
ui-puzzles-points = Точки: { $points }
ui-puzzles-new-best = Нов рекорд!
ui-puzzles-well-played = Добра игра!
ui-puzzles-replayed = Повторени задачи: { $done } от { $total }
ui-puzzles-replay-solved = Решени без грешка: { $count }
ui-puzzles-replay-left = Остават за повтаряне: { $count }
ui-puzzles-replay-all-solved = { $count ->
        [1] Повторената задача вече е решена без грешка!
       *[other] Всички { $count } повторени задачи вече са решени без грешка!
    }
ui-puzzles-replay-over = Повторението свърши
ui-puzzles-menu = Меню със задачи
