## Упражнения на правила.

drill-rule-must-capture = Кто должен бить?
drill-rule-finish-capture = Добей до конца
drill-rule-king-stop = Где встать дамке
drill-rule-turkish-strike = Турецкий удар
drill-rule-crowning = Превращение в дамку при взятии
drill-rule-quiet-or-striking = Тихий или ударный?
drill-rule-take-most = Бей больше всех
drill-rule-king-flies = Как далеко ходит дамка
drill-rule-capture-back = Бой назад

drill-what-must-capture = найди шашку, которая обязана бить
drill-what-finish-capture = возьми все шашки, какие можно
drill-what-king-stop = где встать, чтобы бить дальше
drill-what-turkish-strike = какая сбитая шашка мешает дамке
drill-what-crowning = простая бьёт и выходит в дамки
drill-what-quiet-or-striking = будет ли следующий ход взятием?
drill-what-take-most = выбери взятие, где бьёшь больше всего
drill-what-king-flies = дойдёт ли дамка до этого поля?
drill-what-capture-back = может ли простая бить назад?

drill-to-move = { $side ->
        [black] Ход чёрных.
       *[white] Ход белых.
    }
drill-must-capture = Какая шашка должна бить?
drill-finish-capture = Бей шашкой на { $square } и побей всё, что можно.
drill-king-stop = Дамка на { $king } бьёт { $piece }. Где ей встать, чтобы бить дальше?
drill-turkish-strike = Дамка бьёт по отмеченному пути и должна остановиться на { $square }. Какая побитая шашка ей мешает?
drill-crowning = Простая на { $man } бьёт и доходит до последнего ряда на { $square }. Что дальше?
drill-crowning-as-king = Становится дамкой и бьёт дальше как дамка
drill-crowning-as-man = Бьёт дальше как простая и остаётся простой
drill-crowning-ends = Становится дамкой, и ход кончается
drill-quiet-or-striking = Следующий ход тихий или ударный (взятие)?
drill-quiet = Тихий ход
drill-striking = Ударный ход (взятие)
drill-take-most = Можно бить по-разному: одни взятия берут больше шашек. Сыграй то, что берёт больше всех!
drill-king-flies = Может ли дамка с { $king } пойти на { $square } одним ходом?
drill-capture-back = Может ли простая на { $man } побить шашку на { $piece } назад?

drill-cannot-capture = Шашка на { $square } ничего не может побить.
drill-turkish-not-this = Не { $square }: дамке мешает шашка на { $blocker }. Это турецкий удар.
drill-crowning-man-stops = Отсюда простая бить дальше не может, поэтому ход кончается на последнем ряду, и она становится дамкой.
drill-crowning-russian = В русских шашках простая становится дамкой, как только дойдёт до последнего ряда, и бьёт дальше уже как дамка.
drill-no-capture = Бить нечего, поэтому ход тихий.
drill-king-flies-yes = Да: дамка ходит по свободной диагонали на любое поле.
drill-king-flies-blocked = Нет: на { $square } стоит шашка. Дамка ходит только по свободным полям.
drill-capture-back-yes = Да: в этих шашках простые бьют и назад.
drill-take-with = Так бить можно, но в задании надо бить шашкой на { $square }.
drill-pick-piece = Выбери её.
drill-pick-square = Выбери поле.
drill-write-square = Напиши поле:
drill-write-move = Напиши ход:


## Ответ не на тот вопрос: что спрашивается.

drill-not-yours = На { $square } нет твоей шашки.
drill-king-lands-on = Взяв { $piece }, дамка может встать только на { $squares }.
drill-turkish-takes = На { $square } нет шашки, которую бьёт дамка: она бьёт { $squares }.
drill-capture-not-finished = Бой не закончен: с поля { $square } можно бить дальше. { $count ->
        [one] Всё взятие: { $moves }.
       *[other] Бить до конца можно так: { $moves }.
    }
