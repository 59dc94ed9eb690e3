## Reasons from the rules and the engine: illegal moves, move text, PDN, hints, draw counters.

## Непозволени ходове. $square, $from, $to, $behind, $land, $first, $second: имена на полета
## (c3 или 22); $squares, $moves: списъци, разделени със запетаи. $board: "numbered" (полетата
## са номера) или "lettered" (c3).

illegal-no-moves = Няма повече ходове: играта свърши.
illegal-no-piece = На поле { $square } няма фигура.
# $owner: "white" или "black" — чия е фигурата.
illegal-opponent-piece = Фигурата на { $square } е { $owner ->
        [white] на белите
       *[black] на черните
    }. Играй със своя фигура.
illegal-light-square = { $square } е светло поле: фигурите стоят само на тъмните полета.
illegal-off-board = Такова поле няма на тази дъска: избери някое от тъмните ѝ полета.
# $file: буквата на колоната (a-h).
illegal-no-piece-on-file = Никоя твоя фигура от колона { $file } не може да отиде на { $square }.
illegal-not-diagonal = Поле { $square } не е на един диагонал с { $from }: фигурите се движат по диагоналите.
illegal-man-forward-only-captures-back = Поле { $square } е зад пула: пуловете се движат напред (назад само когато вземат).
illegal-man-forward-only = Поле { $square } е зад пула: пуловете се движат само напред.
illegal-man-one-square = Поле { $square } е твърде далеч: пулът се движи само с едно поле.
illegal-king-one-square = Поле { $square } е твърде далеч: в чекърс дамата се движи само с едно поле.
illegal-occupied = Поле { $square } е заето: можеш да играеш само на свободно поле.
illegal-blocked-behind = Фигурата на { $square } не може да бъде взета: поле { $behind } зад нея е заето.
illegal-no-square-behind = Фигурата на { $square } не може да бъде взета: тя е до края на дъската и зад нея няма поле.
illegal-jump-over-it = За да вземеш фигурата на { $square }, прескочи я и застани на поле { $land } точно зад нея.
illegal-capture-compulsory = Вземането е задължително! Можеш да играеш: { $moves }.
illegal-capture-not-finished = Вземането не е завършено: от поле { $square } можеш да вземеш още. Продължавай!
illegal-already-jumped = Фигурата на { $square } вече е взета в този ход. Тя остава на дъската до края на хода и не можеш да я прескочиш втори път.
illegal-jump-own-piece = Не можеш да прескачаш своята фигура на { $square }.
illegal-two-in-a-row = { $first } и { $second } стоят една до друга: две фигури подред не се вземат.
illegal-one-piece-at-a-time = Вземай по една фигура: застани между тях и после скочи пак.
illegal-jump-next-piece-only = Пулът взема само съседна фигура и застава на полето точно зад нея.
illegal-man-captures-forward-only = В чекърс пулът взема само напред.
illegal-nothing-to-jump = Всеки скок при вземане трябва да вземе фигура, а между { $from } и { $to } няма такава.
illegal-must-take-most = Трябва да вземеш най-много фигури: можеш да вземеш { $available } { $available ->
        [one] фигура
       *[other] фигури
    }, а този ход взема { $taken } { $taken ->
        [one] фигура
       *[other] фигури
    }.
illegal-king-must-stop = Дамата трябва да спре там, откъдето може да продължи да взема: на { $squares }.
illegal-crowned-man-waits = Пулът ти стана дама с ход без вземане. Тя може да взема чак на следващия ти ход.
illegal-crowning-ends-move = В чекърс ходът свършва веднага щом пулът стане дама.
illegal-stays-man-mid-capture = Пул, който минава през последния ред по време на вземане, остава пул и продължава да взема като пул.
illegal-capture-ends-elsewhere = Това вземане не може да завърши на { $square }. Може да завърши на: { $squares }.
illegal-quiet-move-one-step = Ход без вземане е само с едно поле и там свършва.
illegal-not-a-move = Тук няма такъв ход.

## Запис на ход, който не може да се приеме. $quiet и $capture: два примерни хода (c3-d4,
## c3:e5 или 32-28, 28x19); $written: ходът, записан правилно.

# $count: колко хода (2 или повече); $moves: тези ходове.
move-ambiguous = Това пасва на { $count } { $count ->
        [one] ход
       *[other] хода
    }: { $moves }. Запиши целия път.
move-half = Това е само половин ход: напиши и къде отива фигурата, например { $quiet } или { $capture }.
move-off-board = Такова поле няма на тази дъска. Запиши хода например така: { $quiet } или { $capture }.
move-numbered-board = На тази дъска полетата са с числа, а не с букви. Запиши хода например така: { $quiet } или { $capture }.
move-unreadable = Не мога да прочета това като ход. Запиши го например така: { $quiet } или { $capture }.
move-not-latin = Пиши с латински букви a-h, например d2.
move-capture-colon = Вземането се записва с двоеточие: { $written }.
move-capture-x = Вземането се записва с x: { $written }.
move-quiet-dash = Ход без вземане се записва с тире: { $written }.

## Текст на партия в PDN, който не може да се прочете.

pdn-unclosed-variation = вариантът '(' не е затворен
pdn-unclosed-comment = коментарът '{"{"}' не е затворен
pdn-not-a-tag = очаква се таг като [Event "..."]
pdn-unclosed-tag-value = стойността на тага не е затворена с кавички
pdn-unclosed-tag = след стойността на тага се очаква ']'
pdn-unknown-game-type = GameType "{ $value }" не е вариант, който играем (20, 21, 25 или 26)
pdn-fen = FEN: { $reason }
pdn-too-many-moves = партията има повече от { $limit } { $limit ->
        [one] ход
       *[other] хода
    }, а може да има най-много { $limit }
pdn-move = ход { $number } ({ $side ->
        [white] белите
       *[black] черните
    }) '{ $text }': { $reason }

## Имената на вариантите.

variant-russian = Руски шашки
variant-brazilian = Бразилски шашки
variant-international = Международни шашки (10x10)
variant-english = Английски шашки (чекърс)
variant-giveaway = Обратни шашки (руски правила)
variant-giveaway-international = Обратни шашки (международни правила, 10x10)
# A variant name on the command line that is none of ours (English on the command line).
variant-unknown = няма такъв вариант на шашки: „{ $name }“. Може: russian, brazilian, international, english, giveaway или giveaway-international

## Защо подсказаният ход е добър: краят на изречението „Опитай c3-d4: ...“.

hint-wins-by-force = с него печелиш играта със сигурност
hint-only-move = това е единственият възможен ход
hint-wins-piece = печелиш една фигура
# $count: 2 или повече.
hint-wins-pieces = печелиш { $count } { $count ->
        [one] фигура
       *[other] фигури
    }
hint-crowns-king = пулът ти става дама
hint-best-capture = това е най-доброто от възможните вземания
hint-holds-out-longest = така ще издържиш най-дълго
hint-keeps-pieces-safe = фигурите ти остават в безопасност
hint-gives-away = { $count ->
    [one] противникът ще трябва да вземе една твоя фигура
   *[other] противникът ще трябва да вземе { $count } твои фигури
}
hint-few-ways-out = на противника му остават малко добри ходове
