explain-count = { $count ->
        [1] един пул
        [2] два пула
        [3] три пула
        [4] четири пула
        [5] пет пула
        [6] шест пула
        [one] { $count } пул
       *[other] { $count } пула
    }

explain-give = Жертвай { $piece ->
        [king] дамата
       *[man] пула
    } на { $square }: { $side ->
        [white] { $taker_piece ->
            [king] бялата дама
           *[man] белият пул
        }
       *[black] { $taker_piece ->
            [king] черната дама
           *[man] черният пул
        }
    } на { $taker } трябва да { $piece ->
        [king] я
       *[man] го
    } вземе.
explain-give-any = Жертвай { $piece ->
        [king] дамата
       *[man] пула
    } на { $square }: { $side ->
        [white] белите
       *[black] черните
    } трябва да { $piece ->
        [king] я
       *[man] го
    } вземат.
explain-offer = Изиграй { $key }: сега { $side ->
        [white] { $taker_piece ->
            [king] бялата дама
           *[man] белият пул
        }
       *[black] { $taker_piece ->
            [king] черната дама
           *[man] черният пул
        }
    } на { $taker } трябва да вземе { $piece ->
        [king] твоята дама
       *[man] твоя пул
    } на { $captured }.
explain-let = Изиграй { $key } и остави { $side ->
        [white] { $taker_piece ->
            [king] бялата дама
           *[man] белия пул
        }
       *[black] { $taker_piece ->
            [king] черната дама
           *[man] черния пул
        }
    } на { $taker } да вземе { $piece ->
        [king] твоята дама
       *[man] твоя пул
    } на { $captured }.
explain-prepare = Първо тихият ход { $key }, а след { $reply } жертвай { $piece ->
        [king] дамата
       *[man] пула
    } на { $square }: { $side ->
        [white] { $taker_piece ->
            [king] бялата дама
           *[man] белият пул
        }
       *[black] { $taker_piece ->
            [king] черната дама
           *[man] черният пул
        }
    } на { $taker } трябва да { $piece ->
        [king] я
       *[man] го
    } вземе.
explain-prepare-any = Първо тихият ход { $key }, а след { $reply } жертвай { $piece ->
        [king] дамата
       *[man] пула
    } на { $square }: { $side ->
        [white] белите
       *[black] черните
    } трябва да { $piece ->
        [king] я
       *[man] го
    } вземат.
explain-take = Вземи с { $key }: от всички вземания само това { $goal ->
        [win] печели играта
        [promote] ти дава дама
        [man-or-king] печели пул или ти дава дама
        [draw] спасява играта
       *[material] печели { explain-count }
    }.
explain-double = Ходът { $key } заплашва две вземания наведнъж: { $side ->
        [white] белите
       *[black] черните
    } пулове на { $first } и { $second }.
explain-squeeze = След { $key } { $side ->
        [white] белите
       *[black] черните
    } имат само лоши ходове: всеки от тях ти дава пул.
explain-quiet = Започни с тихия ход { $key }.

explain-strike = После { $piece ->
        [king] твоята дама
       *[man] твоят пул
    } на { $striker } взема { explain-count }{ $crown ->
        [end] {" "}и става дама.
        [mid] , като по пътя става дама на { $square }.
       *[none] .
    }
explain-strike-after = След { $moves } { $piece ->
        [king] твоята дама
       *[man] твоят пул
    } на { $striker } взема { explain-count }{ $crown ->
        [end] {" "}и става дама.
        [mid] , като по пътя става дама на { $square }.
       *[none] .
    }
explain-strike-more = Жертвай още { $more ->
        [1] един пул на { $given }
       *[other] { $more } пула ({ $given })
    } и тогава { $piece ->
        [king] твоята дама
       *[man] твоят пул
    } на { $striker } взема { explain-count }{ $crown ->
        [end] {" "}и става дама.
        [mid] , като по пътя става дама на { $square }.
       *[none] .
    }
explain-crown = После твоят пул на { $from } пробива до дама на { $square } и { $side ->
        [white] белите
       *[black] черните
    } не могат да я хванат.
explain-crown-after = След { $moves } твоят пул на { $from } пробива до дама на { $square } и { $side ->
        [white] белите
       *[black] черните
    } не могат да я хванат.
explain-king = После { $piece ->
        [king] твоята дама
       *[man] твоят пул
    } на { $striker } взема { $side ->
        [white] бялата
       *[black] черната
    } дама на { $square }.
explain-king-after = След { $moves } { $piece ->
        [king] твоята дама
       *[man] твоят пул
    } на { $striker } взема { $side ->
        [white] бялата
       *[black] черната
    } дама на { $square }.
explain-turkish = { $taker_piece ->
        [king] Тя трябва да спре на { $square }, защото взетите пулове остават на дъската до края на хода, и там ти я вземаш.
       *[man] Той трябва да спре на { $square }, защото взетите пулове остават на дъската до края на хода, и там ти го вземаш.
    }
explain-double-then = { $side ->
        [white] Белите
       *[black] Черните
    } могат да спасят само един от тях.
explain-blocked = Накрая { $side ->
        [white] белите
       *[black] черните
    } нямат нито един ход и ти печелиш.
explain-wiped = Накрая { $side ->
        [white] белите
       *[black] черните
    } остават без пулове и ти печелиш.

hint-give = Кой { $side ->
        [white] бял
       *[black] черен
    } пул трябва да вземе, ако му подложиш нещо, и къде ще спре?
hint-striker = { $piece ->
        [king] Твоята дама на { $square } би взела няколко пула, ако пътят ѝ беше свободен.
       *[man] Твоят пул на { $square } би взел няколко пула, ако пътят му беше свободен.
    }
hint-double = Потърси тих ход, който заплашва две вземания наведнъж.
hint-targets = Виж { $side ->
        [white] белите
       *[black] черните
    } пулове на { $first } и { $second }.
hint-squeeze = Още няма какво да вземеш: намери ход, след който { $side ->
        [white] белите
       *[black] черните
    } имат само лоши ходове.
hint-crown = Кой от твоите пулове може да стигне последния ред? Разчисти му пътя.
hint-runner = Твоят пул на { $square } може да стане дама.
hint-count = Има няколко вземания: пресметни какво печели всяко от тях и какво { $side ->
        [white] белите
       *[black] черните
    } вземат обратно.
hint-turkish = Запомни: взетите пулове остават на дъската до края на хода.
hint-crowning = Пул, който стигне последния ред по време на вземане, веднага става дама и продължава да взема.
hint-king = { $side ->
        [white] Бялата
       *[black] Черната
    } дама има малко безопасни полета: можеш ли да я накараш да спре там, където ще я вземеш?
hint-lock = Можеш ли да оставиш { $side ->
        [white] белите
       *[black] черните
    } без ход?
hint-wipe = Можеш ли да вземеш всички { $side ->
        [white] бели
       *[black] черни
    } пулове?
hint-prepare = Ударът още не е готов: първо трябва един тих ход.
hint-let = Не е нужно да пазиш всеки пул: какво става, ако { $side ->
        [white] белите
       *[black] черните
    } вземат?
