## The game review: a mark for each move, the better move and one sentence why.

game-review-mark = { $mark ->
        [inaccuracy] неточност
        [mistake] грешка
        [blunder] груба грешка
       *[good] добър ход
    }
game-review-better = по-добре: { $mv }
game-review-summary = { $side ->
        [white] Белите
       *[black] Черните
    }: добри ходове { $good }, неточности { $inaccuracies }, грешки { $mistakes }, груби грешки { $blunders }

## Why a move got its mark.

game-review-why-only = Друг ход нямаше.
game-review-why-good = Добър ход.
game-review-why-reply-takes = След { $played } { $side ->
        [white] белите
       *[black] черните
    } можеха да вземат { $count ->
        [one] един пул
       *[other] { $count } пула
    } с { $reply }.
game-review-why-shot = След { $played } { $side ->
        [white] белите
       *[black] черните
    } имаха удар: { $give }, а след вземането { $take } взема { $count ->
        [one] един пул
       *[other] { $count } пула
    }.
game-review-why-reply-crowns = След { $played } { $side ->
        [white] белите
       *[black] черните
    } можеха да направят дама с { $reply }.
game-review-why-walks-into-loss = След { $played } { $side ->
        [white] белите
       *[black] черните
    } печелят, каквото и да се играе.
game-review-why-win-slips = Така победата се изпуска: ходът { $best } печелеше.
game-review-why-better-takes = Ходът { $best } щеше да вземе { $count ->
        [one] един пул
       *[other] { $count } пула
    }.
game-review-why-better-shot = { $best } дава един пул, а после { $take } взема { $count ->
        [one] един пул
       *[other] { $count } пула
    }.
game-review-why-better-crowns = Ходът { $best } щеше да направи дама.
game-review-why-stronger = С хода { $best } позицията остава по-силна.
