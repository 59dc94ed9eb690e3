corners-title = Уголки
corners-not-reachable = Шашка с { $from } не может попасть на { $to } за один ход: шагни на свободное соседнее поле или перепрыгни через шашку.
corners-undone = Ходы взяты назад. Снова твой ход.
corners-hint-jump = Попробуй { $mv }: прыжок уводит шашку далеко.
corners-hint-step = Попробуй { $mv }: шашка станет ближе к дальнему углу.
corners-race-you = Твоих шашек в дальнем углу: { $count } из 9.
corners-race-computer = У компьютера в его углу: { $count } из 9.
corners-leave-home = { $count ->
    [one] В твоём углу ещё { $count } шашка.
    [few] В твоём углу ещё { $count } шашки.
   *[other] В твоём углу ещё { $count } шашек.
} Уведи их за { $left ->
    [one] { $left } ход.
    [few] { $left } хода.
   *[other] { $left } ходов.
}
corners-end-filled = Дальний угол заполнен.
corners-end-stayed-home = После 40 ходов шашка всё ещё стояла в своём углу.
corners-end-both-stayed-home = После 40 ходов у обоих остались шашки в своём углу.
corners-end-repetition = Одна и та же позиция повторилась три раза.
corners-type-a-move = Напиши ход, например c3-d3.
corners-not-a-square = «{ $text }» — это не поле: нужна буква a-h и цифра 1-8, например c3.
corners-half-move = Это только половина хода: напиши и куда идёт шашка, например c3-d3.
corners-no-piece = На { $square } нет твоей шашки.
corners-opponents-piece = Шашка на { $square } не твоя.
corners-occupied = Поле { $square } занято: шашка ходит только на свободное поле.
corners-goal = Переведи все 9 шашек в дальний угол (он отмечен). Шашка шагает на свободное соседнее поле или прыгает через соседнюю шашку.
corners-lesson-right = Верно!
corners-lesson-enter = Нажми Enter, чтобы идти дальше.
corners-lesson-other-move = { $mv } — это ход, но не тот, что нужен здесь. Прочитай задание ещё раз.
corners-lesson-not-yet = Сначала сделай ход: задание ждёт его.
corners-lesson-finished = Урок пройден! Звёзд: { $count } из 3. Нажми Esc, чтобы вернуться к урокам.
ui-corners-lesson-keys = Стрелки, Enter: шашка, потом клетка  Tab или буква: ввод  ?: подсказка  Esc: уроки  i: словарик
ui-corners-lesson-keys-typing = Напиши ход (c3-d3) и нажми Enter  Tab или Esc: к доске  F1: подсказка
ui-corners-keys-board = Стрелки: выбор поля  Enter: шашка, потом поле  Tab или буква: ввод  ?: подсказка  u: назад  r: сдаться  Esc: выход
ui-corners-keys-typing = Напиши ход (c3-d3) и Enter  Tab или Esc: к доске  F1: подсказка

## Почему текст — не позиция и не партия в уголки (для файлов уроков и сохранённых партий).
# $side: white или black.
corners-fen-turn = очередь хода пишется W или B, а не '{ $text }'
corners-fen-plies-twice = счёт ходов (P) указан дважды
corners-fen-plies = после P должно стоять число ходов, а не '{ $text }'
corners-fen-field = '{ $text }' — не список шашек (W..., B...) и не счёт ходов (P...)
corners-fen-listed-twice = шашки { $side ->
        [white] белых
       *[black] чёрных
    } перечислены дважды
corners-fen-not-a-square = в списке шашек { $side ->
        [white] белых
       *[black] чёрных
    }: '{ $text }' — не поле
corners-fen-square-twice = в списке шашек { $side ->
        [white] белых
       *[black] чёрных
    } поле { $square } указано дважды
corners-fen-missing = нет списка шашек { $side ->
        [white] белых
       *[black] чёрных
    }
corners-fen-both-sides = на поле { $square } стоят шашки обеих сторон
corners-fen-count = у { $side ->
        [white] белых
       *[black] чёрных
    } { $count } { $count ->
        [one] шашка
        [few] шашки
       *[other] шашек
    }, а нужно 9
corners-pdn-not-corners = тип игры «{ $value }», а не «corners» (это не партия в уголки)
corners-pdn-fen = тег FEN: { $reason }
# $line, $column: где записан ход.
corners-pdn-move = строка { $line }, столбец { $column }: ход { $number } ({ $side ->
        [white] белые
       *[black] чёрные
    }) { $text }: { $reason }
corners-pdn-after-end = партия уже окончена
corners-pdn-result = записан результат { $stated }, а по правилам партия кончилась { $by_rules }
