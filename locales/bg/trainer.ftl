## Lessons, puzzles, quizzes, play and worksheets (the trainer).

## Shared by lessons, puzzles, quizzes and play.

trainer-right = Вярно!
trainer-hint-target = Пулът от { $from } отива на { $to }.
trainer-hint-move = Изиграй { $mv }.
trainer-white-played = Белите изиграха { $mv }.
trainer-black-played = Черните изиграха { $mv }.
trainer-type-square = Напиши поле, например { $example }.
trainer-numbered-board = На тази дъска полетата са с числа, а не с букви. Напиши поле, например { $example }.
trainer-read-as = Прочетено като { $read }.
trainer-counter-repetition = Същата позиция: { $count } от { $limit } { $limit ->
        [one] път
       *[other] пъти
    } ({ $label }).
trainer-counter-moves = { $rule ->
        [kings-only] Местят се само дами
        [three-kings] Три дами срещу самотна дама
        [kings-both-sides] Дами и при двете страни, без вземане
        [big-road] Самотна дама държи големия диагонал
       *[lone-king] Срещу самотна дама
    }: { $count } от { $limit } { $limit ->
        [one] ход
       *[other] хода
    } ({ $label }).

## Lessons.

lesson-smaller-capture = Така може да вземеш, но с друго вземане ще вземеш повече. Опитай пак!
lesson-other-move-asked = Този ход е възможен, но тук се търси друг. Опитай пак!
lesson-square-right = Вярно! Това е полето.
lesson-squares-right = Вярно! Точно това са полетата.
lesson-select-square-first = Първо отбележи полето: застани на него и натисни Enter.
lesson-select-squares-first = Първо отбележи полетата: застани на поле и натисни Enter.
lesson-squares-missing = { $count ->
        [one] Остава да намериш още { $count } поле.
       *[other] Остава да намериш още { $count } полета.
    }
lesson-not-yet = Още не. { $reasons }
lesson-squares-wrong = Това не е вярно. { $reasons }
lesson-other-move-asked-once = Този ход е възможен, но в тази задача се търсеше друг.
# A review or placement task missed (it cannot be tried again): the move it asked for.
# $mv is the move in notation.
lesson-answer-move = Верният ход: { $mv }.
# A review or placement task missed: the squares it asked for. $squares are square names
# separated by commas; $count is how many.
lesson-answer-squares = { $count ->
        [1] Вярното поле: { $squares }.
       *[other] Верните полета: { $squares }.
    }
lesson-no-hints-placement = В проверката на знанията няма подсказки: опитай се, грешката не е страшна.
lesson-square-does-not-belong = Полето { $square } е излишно.
# A squares step asks where a piece can go, and its own square was marked.
lesson-square-of-the-piece = Фигурата стои на полето { $square } сега: там тя не може да отиде.
lesson-nothing-to-take = На полето { $square } няма какво да вземеш.
lesson-piece-has-no-move = Пулът на { $square } сега няма ход.
lesson-choice-wrong = Не е този: верният отговор е „{ $answer }“.
lesson-type-square-number = Напиши номер на поле, например 22.
lesson-answer-wrong = Не съвсем: верният отговор е { $answer }.
lesson-hint-piece = Играй с пула от полето { $square }.
lesson-hint-select = Полето { $square } е от тях: отбележи го.
lesson-hint-unselect = Полето { $square } не е от тях: махни отметката.
lesson-hint-not-option = Не е „{ $option }“.
lesson-hint-starts-with = Отговорът започва с „{ $first }“.
lesson-hint-answer = Отговорът е { $answer }.

## Puzzles.

puzzle-task = { $side ->
        [white] Белите са на ход
       *[black] Черните са на ход
    }: { $goal ->
        [win] спечели играта.
        [giveaway] подари всичките си пулове (или остави да ги блокират).
        [material] { $count ->
            [1] спечели един пул.
           *[other] спечели { $count } пула.
        }
        [promote] направи дама.
        [man-or-king] спечели пул или направи дама.
       *[draw] удържи реми.
    }
puzzle-also-wins = И така печелиш, но ключовият ход беше { $key }.
puzzle-also-wins-off-line = И така печелиш.
puzzle-also-gives = И така подаряваш всичко, но ключовият ход беше { $key }.
puzzle-also-gives-off-line = И така подаряваш всичко.
puzzle-works-too = И така става! В авторското решение ходът е { $key }.
puzzle-works-too-off-line = И така става!
puzzle-book-line = Авторското решение: { $line }.
puzzle-solved = Задачата е решена!
puzzle-keep-going = Продължавай.
puzzle-refuted = Не е този: след { $wrong } отговорът е { $reply }. { $why } Натисни Enter, за да върнеш хода, и опитай пак.
puzzle-not-this-one = Не е този. Натисни Enter, за да върнеш хода.
puzzle-streak-refuted = Не е този: след { $wrong } отговорът е { $reply }. { $why } Серията свърши. Решението: { $line }.
puzzle-streak-wrong = Не е този: { $wrong }. Серията свърши. Решението: { $line }.
puzzle-try-again = Опитай пак.
puzzle-solution = Решението: { $line }.
puzzle-no-hints-in-streak = В серия няма подсказки.
puzzle-why-none = Тази задача още няма обяснение.
puzzle-why-after-streak = В серия обяснението идва, когато задачата свърши.

puzzle-hint-piece = Виж фигурата на { $square }.
puzzle-mode-practice = По моето ниво
puzzle-mode-streak = Серия
puzzle-mode-streak-label = Серия: до първата грешка
puzzle-mode-timed = Три минути
puzzle-mode-practice-rules = Задачи според твоето ниво, една след друга. Може да вземаш подсказки.
puzzle-mode-streak-rules = Все по-трудни. Един грешен ход слага край на серията. Без подсказки; един пропуск.
puzzle-mode-timed-rules = Колкото успееш за три минути. Всяка грешка ти отнема 10 секунди.

## Why a wrong move misses the goal.

puzzle-why-they-win = { $side ->
        [white] Белите печелят
       *[black] Черните печелят
    } играта.
puzzle-why-only-draw = Излиза само реми.
puzzle-why-they-win-pieces = { $side ->
        [white] Белите печелят
       *[black] Черните печелят
    } { $count ->
        [1] един пул
       *[other] { $count } пула
    }.
puzzle-why-they-crown = { $side ->
        [white] Белите правят
       *[black] Черните правят
    } дама.
puzzle-why-no-piece = Не печелиш нито един пул.
puzzle-why-only = Печелиш само { $count ->
        [1] един пул
       *[other] { $count } пула
    }.
puzzle-why-no-king = Не правиш дама.
puzzle-why-goal = А целта беше { $goal ->
        [win] да спечелиш играта.
        [giveaway] да подариш всичките си пулове.
        [material] { $count ->
            [1] да спечелиш един пул.
           *[other] да спечелиш { $count } пула.
        }
        [promote] да направиш дама.
        [man-or-king] да спечелиш пул или да направиш дама.
       *[draw] да удържиш реми.
    }
puzzle-why-missed = { $goal ->
        [win] Този ход не печели играта.
        [giveaway] С този ход не подаряваш всичките си пулове.
        [material] { $count ->
            [1] Този ход не печели пул.
           *[other] Този ход не печели { $count } пула.
        }
        [promote] С този ход не правиш дама.
        [man-or-king] Този ход не печели пул и не прави дама.
       *[draw] С този ход не удържаш реми.
    }

## The notation and diagonals quiz.

quiz-mode-find-square = Намери полето
quiz-mode-name-square = Назови полето
quiz-mode-diagonals = Диагонали
quiz-mode-write-move = Запиши хода
quiz-mode-play-move = Изиграй хода
quiz-mode-mixed = Всичко заедно
quiz-diagonal = { $id ->
        [big-road] голям диагонал
        [double-lower] долен двойник
        [double-upper] горен двойник
        [triple-lower] долен тройник
        [triple-upper] горен тройник
       *[joint] косяк
    }
quiz-square-place = колона { $file }, ред { $rank }
quiz-find-square = Намери полето { $square }.
quiz-name-square = Как се казва отбелязаното поле?
quiz-name-diagonal = Коя линия е отбелязана?
quiz-select-diagonal = Отбележи всички полета на линията „{ $line }“ и натисни c.
quiz-on-diagonal = Полето { $square } на линията „{ $line }“ ли е?
quiz-write-move = Запиши хода, показан на дъската.
quiz-play-move = Изиграй на дъската { $mv }.
quiz-yes = Да
quiz-no = Не
quiz-right = Вярно! +{ $points }
quiz-marked-square-is = Не съвсем: отбелязано е полето { $square }{ $place }.
quiz-another-move-shown = Не съвсем: { $typed } е друг ход; показаният ход е { $shown }.
quiz-move-impossible-shown = Не съвсем: такъв ход тук не може да се изиграе; показаният ход е { $shown }.
quiz-picked-other-square = Не съвсем: това е { $picked }; сега е отбелязано полето { $wanted }{ $place }.
quiz-diagonal-selection-wrong = Не съвсем: { $missing ->
        [one] липсва { $missing } поле
       *[other] липсват { $missing } полета
    }, { $extra ->
        [one] { $extra } поле е излишно
       *[other] { $extra } полета са излишни
    }. Сега е отбелязана линията { $line }.
quiz-marked-line-is = Не съвсем: отбелязана е линията { $line }.
quiz-is-on-line = Да: полето { $square } е на линията { $line }.
quiz-is-not-on-line = Не: полето { $square } не е на линията { $line }.
quiz-another-move-wanted = Не съвсем: { $played } е друг ход; търсеше се { $wanted }.
quiz-move-was = Търсеше се ходът { $wanted }.

## Games against the computer.

play-side-by-lot = чрез жребий
play-side-white = белите
play-side-black = черните
play-game-goes-on = Играта продължава.
play-move-taken-back = Ходът е върнат.
play-nothing-to-take-back = Още няма твой ход, който да се върне.
play-giveaway-goal = Обратни шашки: печелиш, когато не ти останат пулове или никой от тях няма ход. Вземането пак е задължително.
play-hint = Опитай { $mv }: { $reason }.
play-draw-declined = Компютърът отказва реми: смята, че стои по-добре. Играй нататък!
play-draw-too-early = Още е рано за реми: компютърът иска да продължи.
play-you-won = Победа!
play-computer-won = Компютърът спечели.
play-draw = Реми.
play-no-pieces-left = Не останаха фигури.
play-pieces-blocked = Фигурите са блокирани: няма ходове.
play-you-resigned = Ти се предаде.
play-computer-resigned = Компютърът се предаде.
play-draw-agreed = Компютърът прие реми.
play-draw-repetition = Една и съща позиция се повтори три пъти ({ $label }).
play-draw-kings-only = Твърде дълго се местеха само дами, без вземане ({ $label }).
play-draw-move-limit = Страната с повече фигури не успя да спечели в позволения брой ходове ({ $label }).
play-unfinished = незавършена
play-moves = { $count ->
        [one] { $count } ход
       *[other] { $count } хода
    }
play-continue = Продължи: { $date }, { $variant }, { $moves }

## Quiz options and records in words, and the progress summary.

trainer-all-variants = всички видове шашки
quiz-seconds = { $count ->
        [one] { $count } секунда
       *[other] { $count } секунди
    }
quiz-untimed = без часовник
quiz-with-labels = с надписи
quiz-without-labels = без надписи
quiz-seen-from-black = погледнато откъм черните
trainer-progress-of = Напредък: { $name }
trainer-lessons-done = Уроци: завършени { $done } от { $total }, { $stars } от { $max_stars } { $max_stars ->
        [one] звезда
       *[other] звезди
    }
trainer-lesson-done = завършен, { $stars } от 3 звезди
trainer-lesson-at-step = стъпка { $step } от { $steps }
trainer-lesson-at-stage-step = етап { $stage } от { $stages }, стъпка { $step } от { $steps }
trainer-lesson-not-started = не е започнат
trainer-puzzles-solved = Решени задачи: { $solved } (за повторение: { $failed })
trainer-puzzle-rating = рейтинг в задачите, { $variant }: { $rating }
trainer-record = { $name }: рекорд { $count ->
        [one] { $count } задача
       *[other] { $count } задачи
    }
trainer-quiz-none-yet = Викторина и упражнения: още няма изиграни рундове
trainer-quiz-bests = Най-добри резултати във викторината и упражненията:
trainer-quiz-recent = Последни рундове на викторината и упражненията (първо новите):
trainer-quiz-round = { $name }: { $points ->
        [one] { $points } точка
       *[other] { $points } точки
    }, верни { $right } от { $asked } ({ $accuracy }%)
trainer-games-count = Игри срещу компютъра: { $count }
trainer-continue-last = продължи последната незавършена: { $command }

## Printed quiz worksheets.

sheet-title = Шашки, викторина: { $mode }
sheet-title-drill = Шашки, упражнение: { $rule }
sheet-name-and-date = Име: ____________________   Дата: ____________
sheet-answer-key = Отговори
sheet-circle-square = Огради полето { $square }.
sheet-colour-diagonal = Оцвети всички полета на линията „{ $line }“.
sheet-draw-move = Нарисувай със стрелки хода { $mv }.
sheet-yes-or-no = да / не
