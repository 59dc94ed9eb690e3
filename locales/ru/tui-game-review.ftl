## The game review screen.

ui-game-review-title = Разбор партии - { $variant }
ui-game-review-keys = Влево/вправо или h/l: ходы  n: следующая ошибка  b: показать лучший вариант  Esc: назад
ui-game-review-looking = Смотрю ход { $number } из { $total }...
ui-game-review-not-yet = Компьютер ещё не посмотрел этот ход.
ui-game-review-no-moves = В этой партии нет ходов.
ui-game-review-no-mistakes = Ошибок не найдено.
ui-game-review-still-looking = Пока ошибок не найдено: компьютер ещё смотрит ходы.
ui-game-review-no-better = Это хороший ход: лучшего нет.
ui-game-review-b-hint = Нажми b, чтобы увидеть лучший ход на доске.
ui-game-review-line = Лучший вариант: { $line }
ui-game-review-saved = Разобрать сыгранную партию
ui-game-review-choose = Какую партию?
ui-game-review-queued = { $count ->
    [one] { $count } грубая ошибка стала задачей. Завтра она ждёт тебя в «Повторении».
    [few] { $count } грубые ошибки стали задачами. Завтра они ждут тебя в «Повторении».
   *[other] { $count } грубых ошибок стали задачами. Завтра они ждут тебя в «Повторении».
}
