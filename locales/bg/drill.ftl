## Упражнения по правилата.

drill-rule-must-capture = Кой трябва да вземе?
drill-rule-finish-capture = Вземи докрай
drill-rule-king-stop = Къде спира дамата
drill-rule-turkish-strike = Турски удар
drill-rule-crowning = Става дама при вземане
drill-rule-quiet-or-striking = Ход или вземане?
drill-rule-take-most = Вземи най-много
drill-rule-king-flies = Колко далеч ходи дамата
drill-rule-capture-back = Вземане назад

drill-what-must-capture = намери пула, който трябва да вземе
drill-what-finish-capture = вземи всички фигури, които можеш
drill-what-king-stop = на кое поле да спре, за да взима още
drill-what-turkish-strike = коя взета фигура спира дамата
drill-what-crowning = пулът взима и стига последния ред
drill-what-quiet-or-striking = дали следващият ход е вземане?
drill-what-take-most = избери вземането с най-много фигури
drill-what-king-flies = стига ли дамата до това поле?
drill-what-capture-back = може ли пулът да взима назад?

drill-to-move = { $side ->
        [black] Черните са на ход.
       *[white] Белите са на ход.
    }
drill-must-capture = Коя фигура трябва да вземе?
drill-finish-capture = Вземи с фигурата на { $square } и вземи всичко, което можеш.
drill-king-stop = Дамата на { $king } взема { $piece }. Къде трябва да спре, за да продължи да взема?
drill-turkish-strike = Дамата взема по отбелязания път и трябва да спре на { $square }. Коя взета фигура я спира?
drill-crowning = Пулът на { $man } взема и стига последния ред на { $square }. Какво става сега?
drill-crowning-as-king = Става дама и продължава да взема като дама
drill-crowning-as-man = Продължава да взема като пул и остава пул
drill-crowning-ends = Става дама и ходът свършва
drill-quiet-or-striking = Следващият ход обикновен ли е, или вземане?
drill-quiet = Обикновен ход
drill-striking = Вземане
drill-take-most = Има вземания с различен брой фигури. Изиграй това, което взема най-много!
drill-king-flies = Може ли дамата на { $king } да отиде на { $square } с един ход?
drill-capture-back = Може ли пулът на { $man } да вземе фигурата на { $piece } назад?

drill-cannot-capture = Фигурата на { $square } не може да вземе нищо.
drill-turkish-not-this = Не { $square }: на пътя на дамата стои фигурата на { $blocker }. Това е турският удар.
drill-crowning-man-stops = Оттук пулът не може да продължи да взема, затова ходът свършва на последния ред и той става дама.
drill-crowning-russian = В руските шашки пулът става дама веднага щом стигне последния ред и продължава да взема като дама.
drill-no-capture = Никоя фигура не може да вземе, затова ходът е обикновен.
drill-king-flies-yes = Да: дамата лети по свободен диагонал колкото иска далеч.
drill-king-flies-blocked = Не: на { $square } стои фигура. Дамата лети само през свободни полета.
drill-capture-back-yes = Да: в тези шашки пуловете вземат и назад.
drill-take-with = Това вземане е позволено, но задачата иска да вземеш с фигурата на { $square }.
drill-pick-piece = Избери я.
drill-pick-square = Избери полето.
drill-write-square = Напиши полето:
drill-write-move = Напиши хода:


## Отговор на нещо, което въпросът не пита.

drill-not-yours = На { $square } няма твоя фигура.
drill-king-lands-on = След като вземе { $piece }, дамата може да спре само на { $squares }.
drill-turkish-takes = Дамата не взема фигура на { $square }: тя взема { $squares }.
drill-capture-not-finished = Вземането не е завършено: от поле { $square } можеш да вземеш още. { $count ->
        [one] Цялото вземане е { $moves }.
       *[other] Можеш да вземеш докрай така: { $moves }.
    }
