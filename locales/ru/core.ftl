## Reasons from the rules and the engine: illegal moves, move text, PDN, hints, draw counters.

## Недопустимые ходы. $square, $from, $to, $behind, $land, $first, $second — названия полей
## (c3 или 22); $squares, $moves — списки через запятую. $board: "numbered" (поля — номера)
## или "lettered" (c3); по-русски не нужен.

illegal-no-moves = Ходов больше нет: партия окончена.
illegal-no-piece = На поле { $square } нет шашки.
# $owner: "white" или "black", чья это шашка.
illegal-opponent-piece = Шашка на { $square } — { $owner ->
        [white] белых
       *[black] чёрных
    }. Ходи своей шашкой.
illegal-light-square = { $square } — светлое поле: шашки стоят только на тёмных.
illegal-off-board = Такого поля нет на этой доске: выбери одно из её тёмных полей.
# $file: буква вертикали (a-h).
illegal-no-piece-on-file = Ни одна твоя шашка на вертикали { $file } не может пойти на { $square }.
illegal-not-diagonal = Поле { $square } не на одной диагонали с { $from }: шашки ходят по диагоналям.
illegal-man-forward-only-captures-back = Поле { $square } позади шашки: простые ходят вперёд (назад — только бьют).
illegal-man-forward-only = Поле { $square } позади шашки: простые ходят только вперёд.
illegal-man-one-square = Поле { $square } слишком далеко: простая ходит на одно поле.
illegal-king-one-square = Поле { $square } слишком далеко: в чекерсе дамка ходит на одно поле.
illegal-occupied = Поле { $square } занято: ходить можно только на свободное поле.
illegal-blocked-behind = Шашку на { $square } не побить: поле { $behind } за ней занято.
illegal-no-square-behind = Шашку на { $square } не побить: она стоит у края, за ней нет поля.
illegal-jump-over-it = Чтобы побить шашку на { $square }, перепрыгни через неё на поле { $land } за ней.
illegal-capture-compulsory = Бить обязательно! Можно сыграть: { $moves }.
illegal-capture-not-finished = Бой не закончен: с поля { $square } можно бить дальше. Продолжай!
illegal-already-jumped = Шашку на { $square } уже побили в этом ходе. Она стоит до конца хода, и дважды её бить нельзя.
illegal-jump-own-piece = Свою шашку на { $square } перепрыгивать нельзя.
illegal-two-in-a-row = { $first } и { $second } стоят рядом: две шашки подряд бить нельзя.
illegal-one-piece-at-a-time = Бей по одной шашке: встань между ними и бей дальше.
illegal-jump-next-piece-only = Простая бьёт только соседнюю шашку и встаёт сразу за ней.
illegal-man-captures-forward-only = В чекерсе простая бьёт только вперёд.
illegal-nothing-to-jump = Каждый прыжок в бою должен бить шашку, а между { $from } и { $to } её нет.
illegal-must-take-most = Бить нужно как можно больше шашек: можно побить { $available } { $available ->
        [one] шашку
        [few] шашки
       *[many] шашек
    }, а этот ход бьёт { $taken } { $taken ->
        [one] шашку
        [few] шашки
       *[many] шашек
    }.
illegal-king-must-stop = Дамка должна встать туда, откуда можно бить дальше: на { $squares }.
illegal-crowned-man-waits = Шашка стала дамкой тихим ходом. Бить она сможет только следующим ходом.
illegal-crowning-ends-move = В чекерсе ход заканчивается, как только шашка стала дамкой.
illegal-stays-man-mid-capture = Шашка, которая проходит последний ряд во время боя, остаётся простой и бьёт дальше как простая.
illegal-capture-ends-elsewhere = Этот бой не может закончиться на { $square }. Он может закончиться на: { $squares }.
illegal-quiet-move-one-step = Тихий ход делается на одно поле, и на этом ход заканчивается.
illegal-not-a-move = Такого хода здесь нет.

## Запись хода, которую не принять. $quiet и $capture — два примера хода (c3-d4, c3:e5 или
## 32-28, 28x19); $written — ход, записанный правильно.

# $count — сколько ходов (2 и больше); $moves — эти ходы.
move-ambiguous = Так можно понять { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $moves }. Запиши весь путь.
move-half = Это только половина хода: напиши ещё, куда идёт шашка, например { $quiet } или { $capture }.
move-off-board = Такого поля на этой доске нет. Запиши ход так: { $quiet } или { $capture }.
move-numbered-board = На этой доске поля обозначены числами, а не буквами. Запиши ход так: { $quiet } или { $capture }.
move-unreadable = Не получается прочитать ход. Запиши его так: { $quiet } или { $capture }.
move-not-latin = Набери латинские буквы a-h, например d2.
move-capture-colon = Взятие записывают через двоеточие: { $written }.
move-capture-x = Взятие записывают через x: { $written }.
move-quiet-dash = Тихий ход записывают через тире: { $written }.

## Текст партии PDN, который не прочитать.

pdn-unclosed-variation = вариант '(' не закрыт
pdn-unclosed-comment = комментарий '{"{"}' не закрыт
pdn-not-a-tag = ожидался тег вида [Event "..."]
pdn-unclosed-tag-value = значение тега не закрыто кавычкой
pdn-unclosed-tag = после значения тега ожидалась ']'
pdn-unknown-game-type = GameType "{ $value }" — не наш вариант (20, 21, 25 или 26)
pdn-fen = FEN: { $reason }
pdn-too-many-moves = в партии больше { $limit } { $limit ->
        [one] хода
       *[other] ходов
    }, а можно не больше { $limit }
pdn-move = ход { $number } ({ $side ->
        [white] белые
       *[black] чёрные
    }) '{ $text }': { $reason }

## Названия вариантов.

variant-russian = Русские шашки
variant-brazilian = Бразильские шашки
variant-international = Международные шашки (10x10)
variant-english = Английские шашки (чекерс)
variant-giveaway = Поддавки (русские шашки)
variant-giveaway-international = Поддавки (международные шашки, 10x10)
# A variant name on the command line that is none of ours (English on the command line).
variant-unknown = нет такого варианта шашек: «{ $name }». Можно: russian, brazilian, international, english, giveaway или giveaway-international

## Почему подсказанный ход хорош: конец фразы «Попробуй c3-d4: ...».

hint-wins-by-force = этот ход выигрывает партию
hint-only-move = другого хода нет
hint-wins-piece = выигрывает шашку
hint-wins-pieces = выигрывает { $count } { $count ->
        [one] шашку
        [few] шашки
       *[many] шашек
    }
hint-crowns-king = проводит дамку
hint-best-capture = это лучший из ударов
hint-holds-out-longest = так дольше всего можно держаться
hint-keeps-pieces-safe = твои шашки остаются в безопасности
hint-gives-away = { $count ->
    [one] соперник будет обязан побить твою шашку
    [few] соперник будет обязан побить { $count } твои шашки
   *[other] соперник будет обязан побить { $count } твоих шашек
}
hint-few-ways-out = у соперника остаётся мало хороших ходов
