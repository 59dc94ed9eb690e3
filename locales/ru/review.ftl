## The game review: a mark for each move, the better move and one sentence why.

game-review-mark = { $mark ->
        [inaccuracy] неточность
        [mistake] ошибка
        [blunder] грубая ошибка
       *[good] хороший ход
    }
game-review-better = лучше: { $mv }
game-review-summary = { $side ->
        [white] Белые
       *[black] Чёрные
    }: хороших ходов { $good }, неточностей { $inaccuracies }, ошибок { $mistakes }, грубых ошибок { $blunders }

## Why a move got its mark.

game-review-why-only = Другого хода не было.
game-review-why-good = Хороший ход.
game-review-why-reply-takes = После { $played } { $side ->
        [white] белые
       *[black] чёрные
    } могли взять { $count ->
        [1] одну шашку
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    } ходом { $reply }.
game-review-why-shot = После { $played } у { $side ->
        [white] белых
       *[black] чёрных
    } был удар: { $give }, а после взятия { $take } берёт { $count ->
        [1] одну шашку
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }.
game-review-why-reply-crowns = После { $played } { $side ->
        [white] белые
       *[black] чёрные
    } могли провести дамку: { $reply }.
game-review-why-walks-into-loss = После { $played } { $side ->
        [white] белые
       *[black] чёрные
    } выигрывают по всем вариантам.
game-review-why-win-slips = Так выигрыш упущен: ход { $best } выигрывал.
game-review-why-better-takes = Ход { $best } взял бы { $count ->
        [1] одну шашку
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }.
game-review-why-better-shot = Ход { $best } отдаёт шашку, а потом { $take } берёт { $count ->
        [1] одну шашку
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }.
game-review-why-better-crowns = Ход { $best } провёл бы дамку.
game-review-why-stronger = Ход { $best } сохраняет позицию крепче.
