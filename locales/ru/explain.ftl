explain-count = { $count ->
        [1] одну шашку
        [2] две шашки
        [3] три шашки
        [4] четыре шашки
        [5] пять шашек
        [6] шесть шашек
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }

explain-give = Отдай { $piece ->
        [king] дамку
       *[man] шашку
    } на { $square }: { $side ->
        [white] белая
       *[black] чёрная
    } { $taker_piece ->
        [king] дамка
       *[man] шашка
    } на { $taker } обязана её бить.
explain-give-any = Отдай { $piece ->
        [king] дамку
       *[man] шашку
    } на { $square }: { $side ->
        [white] белые
       *[black] чёрные
    } обязаны её бить.
explain-offer = Сыграй { $key }: теперь { $side ->
        [white] белая
       *[black] чёрная
    } { $taker_piece ->
        [king] дамка
       *[man] шашка
    } на { $taker } обязана бить твою { $piece ->
        [king] дамку
       *[man] шашку
    } на { $captured }.
explain-let = Сыграй { $key } и позволь { $side ->
        [white] белой
       *[black] чёрной
    } { $taker_piece ->
        [king] дамке
       *[man] шашке
    } на { $taker } побить твою { $piece ->
        [king] дамку
       *[man] шашку
    } на { $captured }.
explain-prepare = Сначала тихий ход { $key }, а после { $reply } отдай { $piece ->
        [king] дамку
       *[man] шашку
    } на { $square }: { $side ->
        [white] белая
       *[black] чёрная
    } { $taker_piece ->
        [king] дамка
       *[man] шашка
    } на { $taker } обязана её бить.
explain-prepare-any = Сначала тихий ход { $key }, а после { $reply } отдай { $piece ->
        [king] дамку
       *[man] шашку
    } на { $square }: { $side ->
        [white] белые
       *[black] чёрные
    } обязаны её бить.
explain-take = Бей { $key }: из всех взятий только это { $goal ->
        [win] выигрывает партию
        [promote] ведёт в дамки
        [man-or-king] выигрывает шашку или ведёт в дамки
        [draw] спасает партию
       *[material] выигрывает { explain-count }
    }.
explain-double = Ход { $key } грозит побить сразу две { $side ->
        [white] белые
       *[black] чёрные
    } шашки: на { $first } и на { $second }.
explain-squeeze = После { $key } у { $side ->
        [white] белых
       *[black] чёрных
    } остаются только плохие ходы: каждый из них отдаёт тебе шашку.
explain-quiet = Начни с тихого хода { $key }.

explain-strike = Потом твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $striker } бьёт { explain-count }{ $crown ->
        [end] {" "}и становится дамкой.
        [mid] , по пути превращаясь в дамку на { $square }.
       *[none] .
    }
explain-strike-after = После { $moves } твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $striker } бьёт { explain-count }{ $crown ->
        [end] {" "}и становится дамкой.
        [mid] , по пути превращаясь в дамку на { $square }.
       *[none] .
    }
explain-strike-more = Отдай ещё { $more ->
        [1] одну шашку на { $given }
        [2] две шашки, на { $given }
        [3] три шашки, на { $given }
        [4] четыре шашки, на { $given }
        [one] { $more } шашку, на { $given }
        [few] { $more } шашки, на { $given }
       *[many] { $more } шашек, на { $given }
    }, и тогда твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $striker } бьёт { explain-count }{ $crown ->
        [end] {" "}и становится дамкой.
        [mid] , по пути превращаясь в дамку на { $square }.
       *[none] .
    }
explain-crown = Потом твоя шашка на { $from } прорывается в дамки на { $square }, и { $side ->
        [white] белые
       *[black] чёрные
    } не могут её поймать.
explain-crown-after = После { $moves } твоя шашка на { $from } прорывается в дамки на { $square }, и { $side ->
        [white] белые
       *[black] чёрные
    } не могут её поймать.
explain-king = Потом твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $striker } бьёт { $side ->
        [white] белую
       *[black] чёрную
    } дамку на { $square }.
explain-king-after = После { $moves } твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $striker } бьёт { $side ->
        [white] белую
       *[black] чёрную
    } дамку на { $square }.
explain-turkish = Ей приходится остановиться на { $square }: побитые шашки снимают с доски только после хода, и там ты её бьёшь.
explain-double-then = { $side ->
        [white] Белые
       *[black] Чёрные
    } могут спасти только одну из них.
explain-blocked = В конце у { $side ->
        [white] белых
       *[black] чёрных
    } не остаётся ни одного хода, и ты выигрываешь.
explain-wiped = В конце у { $side ->
        [white] белых
       *[black] чёрных
    } не остаётся ни одной шашки, и ты выигрываешь.

hint-give = Какая { $side ->
        [white] белая
       *[black] чёрная
    } шашка обязана бить, если ей что-то подставить, и где она остановится?
hint-striker = Твоя { $piece ->
        [king] дамка
       *[man] шашка
    } на { $square } могла бы побить несколько шашек, если открыть ей дорогу.
hint-double = Поищи тихий ход, который грозит сразу двумя взятиями.
hint-targets = Посмотри на { $side ->
        [white] белые
       *[black] чёрные
    } шашки на { $first } и { $second }.
hint-squeeze = Бить пока нечего: найди ход, после которого у { $side ->
        [white] белых
       *[black] чёрных
    } останутся только плохие ходы.
hint-crown = Какая твоя шашка может дойти до дамочного ряда? Расчисти ей дорогу.
hint-runner = Твоя шашка на { $square } может стать дамкой.
hint-count = Взятий несколько: посчитай, что выигрывает каждое и что { $side ->
        [white] белые
       *[black] чёрные
    } побьют в ответ.
hint-turkish = Помни: побитые шашки снимают с доски только тогда, когда ход закончен.
hint-crowning = Шашка, которая во время боя дошла до последнего ряда, сразу становится дамкой и бьёт дальше.
hint-king = У { $side ->
        [white] белой
       *[black] чёрной
    } дамки мало безопасных полей: сможешь заставить её встать туда, где ты её побьёшь?
hint-lock = Сможешь оставить { $side ->
        [white] белых
       *[black] чёрных
    } без ходов?
hint-wipe = Сможешь побить все { $side ->
        [white] белые
       *[black] чёрные
    } шашки?
hint-prepare = Удар ещё не готов: сначала нужен один тихий ход.
hint-let = Не обязательно спасать каждую шашку: что будет, если { $side ->
        [white] белые
       *[black] чёрные
    } побьют?
