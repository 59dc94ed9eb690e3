## Объяснения и подсказки задач на поддавки.

giveaway-explain-give = Отдай { $piece ->
        [king] дамку
       *[man] шашку
    } на { $square }: { $side ->
        [white] белые
       *[black] чёрные
    } обязаны её бить.
giveaway-explain-offer = После { $key } { $side ->
        [white] белые
       *[black] чёрные
    } обязаны бить { $count ->
        [one] твою шашку на { $last }
       *[other] твои шашки на { $squares } и { $last }
    }.
giveaway-explain-take = Бей { $key }: из всех взятий только это помогает отдать всё.
giveaway-explain-wait = Сначала тихий ход { $key }: ты ждёшь, а { $side ->
        [white] белые
       *[black] чёрные
    } должны ходить.
giveaway-explain-more = Потом отдай { $count ->
        [one] шашку на { $last }
       *[other] шашки на { $squares } и { $last }
    }.
giveaway-explain-then = Дальше: { $moves }.
giveaway-explain-empty = У тебя не осталось шашек: это победа!
giveaway-explain-blocked = Твоя последняя шашка на { $square } заперта: ходов нет, и это победа!
giveaway-explain-blocked-all = Все твои шашки заперты: ходов нет, и это победа!
giveaway-hint-give = Бить обязательно: поставь шашку туда, где { $side ->
        [white] белые
       *[black] чёрные
    } должны её бить.
giveaway-hint-take = Бить надо, но выбрать можно: какое взятие поможет отдать больше?
giveaway-hint-wait = Не спеши отдавать: сначала тихий ход, пусть { $side ->
        [white] белые
       *[black] чёрные
    } походят.
giveaway-hint-block = Не обязательно отдавать все шашки: запертая шашка тоже годится.
giveaway-hint-order = Подумай, какую шашку отдать первой, чтобы за ней могла пойти следующая.
