corners-title = Ъгли
corners-not-reachable = Пулът от { $from } не може да стигне до { $to } с един ход: стъпи на свободно съседно поле или прескочи пул.
corners-undone = Ходовете са върнати. Пак си на ход.
corners-hint-jump = Опитай { $mv }: скокът отвежда пула далеч.
corners-hint-step = Опитай { $mv }: пулът ще е по-близо до далечния ъгъл.
corners-race-you = Твоите пулове в далечния ъгъл: { $count } от 9.
corners-race-computer = На компютъра в неговия ъгъл: { $count } от 9.
corners-leave-home = { $count ->
    [one] В твоя ъгъл остава още един пул.
   *[other] В твоя ъгъл остават още { $count } пула.
} Изведи ги до { $left ->
    [one] { $left } ход.
   *[other] { $left } хода.
}
corners-end-filled = Далечният ъгъл е пълен.
corners-end-stayed-home = След 40 хода пул още стоеше в своя ъгъл.
corners-end-both-stayed-home = След 40 хода и двете страни имаха пулове в своя ъгъл.
corners-end-repetition = Една и съща позиция се повтори три пъти.
corners-type-a-move = Напиши ход, например c3-d3.
corners-not-a-square = „{ $text }“ не е поле: трябва буква a-h и цифра 1-8, например c3.
corners-half-move = Това е само половин ход: напиши и къде отива пулът, например c3-d3.
corners-no-piece = На { $square } няма твой пул.
corners-opponents-piece = Пулът на { $square } не е твой.
corners-occupied = Полето { $square } е заето: пулът ходи само на свободно поле.
corners-goal = Преведи всички 9 пула в далечния ъгъл (отбелязан е). Пулът стъпва на свободно съседно поле или прескача съседен пул.
corners-lesson-right = Точно така!
corners-lesson-enter = Натисни Enter, за да продължиш.
corners-lesson-other-move = { $mv } е ход, но не този, който се търси тук. Прочети задачата пак.
corners-lesson-not-yet = Първо изиграй хода: задачата го чака.
corners-lesson-finished = Урокът е минат! Звезди: { $count } от 3. Натисни Esc за уроците.
ui-corners-lesson-keys = Стрелки, Enter: пул, после поле  Tab или буква: писане  ?: подсказка  Esc: уроци  i: речник
ui-corners-lesson-keys-typing = Напиши ход (c3-d3) и натисни Enter  Tab или Esc: към дъската  F1: подсказка
ui-corners-keys-board = Стрелки: поле  Enter: пул, после поле  Tab или буква: писане  ?: подсказка  u: назад  r: предавам се  Esc: изход
ui-corners-keys-typing = Напиши ход (c3-d3) и Enter  Tab или Esc: към дъската  F1: подсказка

## Защо текстът не е позиция или партия на ъгли (за файлове с уроци и запазени партии).
# $side: white или black.
corners-fen-turn = кой е на ход се пише с W или B, а не с '{ $text }'
corners-fen-plies-twice = броят на ходовете (P) е даден два пъти
corners-fen-plies = след P трябва да има число на ходовете, а не '{ $text }'
corners-fen-field = '{ $text }' не е списък с пулове (W..., B...) или брой ходове (P...)
corners-fen-listed-twice = пуловете на { $side ->
        [white] белите
       *[black] черните
    } са изброени два пъти
corners-fen-not-a-square = в пуловете на { $side ->
        [white] белите
       *[black] черните
    }: '{ $text }' не е поле
corners-fen-square-twice = в пуловете на { $side ->
        [white] белите
       *[black] черните
    } полето { $square } е дадено два пъти
corners-fen-missing = липсват пуловете на { $side ->
        [white] белите
       *[black] черните
    }
corners-fen-both-sides = на полето { $square } има пулове и на двете страни
corners-fen-count = { $side ->
        [white] белите
       *[black] черните
    } имат { $count } { $count ->
        [one] пул
       *[other] пула
    }, а трябва 9
corners-pdn-not-corners = видът на играта е „{ $value }“, а не „corners“ (това не е партия на ъгли)
corners-pdn-fen = тагът FEN: { $reason }
# $line, $column: къде е записан ходът.
corners-pdn-move = ред { $line }, колона { $column }: ход { $number } ({ $side ->
        [white] белите
       *[black] черните
    }) { $text }: { $reason }
corners-pdn-after-end = партията вече е свършила
corners-pdn-result = записан е резултат { $stated }, а по правилата партията е свършила { $by_rules }
