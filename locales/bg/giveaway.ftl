## Обяснения и подсказки на задачите по обратни шашки.

giveaway-explain-give = Подари { $piece ->
        [king] дамата
       *[man] пула
    } на { $square }: { $side ->
        [white] белите
       *[black] черните
    } трябва да { $piece ->
        [king] я
       *[man] го
    } вземат.
giveaway-explain-offer = След { $key } { $side ->
        [white] белите
       *[black] черните
    } трябва да вземат { $count ->
        [one] твоя пул на { $last }
       *[other] твоите пулове на { $squares } и { $last }
    }.
giveaway-explain-take = Вземи с { $key }: от всички вземания само това ти помага да подариш всичко.
giveaway-explain-wait = Първо тих ход { $key }: ти чакаш, а { $side ->
        [white] белите
       *[black] черните
    } трябва да играят.
giveaway-explain-more = После подари { $count ->
        [one] пула на { $last }
       *[other] пуловете на { $squares } и { $last }
    }.
giveaway-explain-then = После: { $moves }.
giveaway-explain-empty = Нямаш повече пулове: това е победа!
giveaway-explain-blocked = Последният ти пул на { $square } е блокиран: нямаш ход и това е победа!
giveaway-explain-blocked-all = Всичките ти пулове са блокирани: нямаш ход и това е победа!
giveaway-hint-give = Вземането е задължително: сложи пул там, където { $side ->
        [white] белите
       *[black] черните
    } трябва да го вземат.
giveaway-hint-take = Трябва да вземеш, но можеш да избереш: кое вземане ще ти помогне да подариш повече?
giveaway-hint-wait = Не бързай да подаряваш: първо тих ход, нека { $side ->
        [white] белите
       *[black] черните
    } да играят.
giveaway-hint-block = Не е нужно да подариш всеки пул: пул, който не може да мръдне, също върши работа.
giveaway-hint-order = Помисли кой пул да подариш пръв, за да може следващият да го последва.
