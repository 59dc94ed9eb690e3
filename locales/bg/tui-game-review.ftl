## The game review screen.

ui-game-review-title = Разбор на играта - { $variant }
ui-game-review-keys = Наляво/надясно или h/l: ходове  n: следваща грешка  b: покажи по-добрия вариант  Esc: назад
ui-game-review-looking = Гледам ход { $number } от { $total }...
ui-game-review-not-yet = Компютърът още не е погледнал този ход.
ui-game-review-no-moves = В тази игра няма ходове.
ui-game-review-no-mistakes = Няма намерени грешки.
ui-game-review-still-looking = Засега няма грешки: компютърът още разглежда ходовете.
ui-game-review-no-better = Това е добър ход: по-добър няма.
ui-game-review-b-hint = Натисни b, за да видиш по-добрия ход на дъската.
ui-game-review-line = По-добрият вариант: { $line }
ui-game-review-saved = Разбор на изиграна игра
ui-game-review-choose = Коя игра?
ui-game-review-queued = { $count ->
    [one] { $count } груба грешка вече е задача: утре ще я видиш отново в „Преговор“.
   *[other] { $count } от грубите ти грешки вече са задачи: утре ще ги видиш отново в „Преговор“.
}
