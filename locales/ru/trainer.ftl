## Lessons, puzzles, quizzes, play and worksheets (the trainer).

## Shared by lessons, puzzles, quizzes and play.

trainer-right = Верно!
trainer-hint-target = Шашка с { $from } идёт на { $to }.
trainer-hint-move = Сыграй { $mv }.
trainer-white-played = Белые сыграли { $mv }.
trainer-black-played = Чёрные сыграли { $mv }.
trainer-type-square = Напиши поле, например { $example }.
trainer-numbered-board = На этой доске поля обозначены числами, а не буквами. Напиши поле, например { $example }.
trainer-read-as = Прочитано как { $read }.
trainer-counter-repetition = Та же позиция: { $count } { $count ->
        [one] раз
        [few] раза
       *[many] раз
    } из { $limit } ({ $label }).
trainer-counter-moves = { $rule ->
        [kings-only] Ходят только дамки
        [three-kings] Три дамки против одинокой дамки
        [kings-both-sides] Дамки у обеих сторон, никто не бьёт
        [big-road] Одинокая дамка держит большак
       *[lone-king] Против одинокой дамки
    }: { $count } из { $limit } { $limit ->
        [one] хода
       *[other] ходов
    } ({ $label }).

## Lessons.

lesson-smaller-capture = Так бить можно, но другой бой берёт больше шашек. Попробуй ещё!
lesson-other-move-asked = Так ходить можно, но здесь нужен другой ход. Попробуй ещё!
lesson-square-right = Верно! Это то самое поле.
lesson-squares-right = Верно! Это именно те поля.
lesson-select-square-first = Сначала отметь поле: встань на него и нажми Enter.
lesson-select-squares-first = Сначала отметь поля: встань на поле и нажми Enter.
lesson-squares-missing = { $count ->
        [one] Найди ещё { $count } поле.
        [few] Найди ещё { $count } поля.
        [many] Найди ещё { $count } полей.
       *[other] Найди ещё { $count } поля.
    }
lesson-not-yet = Пока нет. { $reasons }
lesson-squares-wrong = Это неверно. { $reasons }
lesson-other-move-asked-once = Так ходить можно, но в этом задании нужен был другой ход.
# A review or placement task missed (it cannot be tried again): the move it asked for.
# $mv is the move in notation.
lesson-answer-move = Правильный ход: { $mv }.
# A review or placement task missed: the squares it asked for. $squares are square names
# separated by commas; $count is how many.
lesson-answer-squares = { $count ->
        [1] Правильное поле: { $squares }.
       *[other] Правильные поля: { $squares }.
    }
lesson-no-hints-placement = В проверке знаний подсказок нет: сделай как можешь, ошибиться не страшно.
lesson-square-does-not-belong = Поле { $square } лишнее.
# A squares step asks where a piece can go, and its own square was marked.
lesson-square-of-the-piece = На поле { $square } шашка стоит сейчас: туда она пойти не может.
lesson-nothing-to-take = На поле { $square } нечего бить.
lesson-piece-has-no-move = У шашки на { $square } сейчас нет хода.
lesson-choice-wrong = Не этот: правильный ответ — «{ $answer }».
lesson-type-square-number = Напиши номер поля, например 22.
lesson-answer-wrong = Не совсем: правильный ответ — { $answer }.
lesson-hint-piece = Ходи шашкой с поля { $square }.
lesson-hint-select = Поле { $square } нужно отметить.
lesson-hint-unselect = Поле { $square } лишнее: сними отметку.
lesson-hint-not-option = Это не «{ $option }».
lesson-hint-starts-with = Ответ начинается с «{ $first }».
lesson-hint-answer = Ответ: { $answer }.

## Puzzles.

puzzle-task = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }: { $goal ->
        [win] выиграй партию.
        [giveaway] отдай все свои шашки (или дай их запереть).
        [material] { $count ->
            [1] выиграй шашку.
            [one] выиграй { $count } шашку.
            [few] выиграй { $count } шашки.
           *[many] выиграй { $count } шашек.
        }
        [promote] проведи дамку.
        [man-or-king] выиграй шашку или проведи дамку.
       *[draw] сделай ничью.
    }
puzzle-also-wins = Так тоже выигрывает. Ключевой ход был { $key }.
puzzle-also-wins-off-line = Так тоже выигрывает.
puzzle-also-gives = Так тоже отдаёшь всё. Ключевой ход был { $key }.
puzzle-also-gives-off-line = Так тоже отдаёшь всё.
puzzle-works-too = Так тоже можно! В авторском решении ход { $key }.
puzzle-works-too-off-line = Так тоже можно!
puzzle-book-line = Авторское решение: { $line }.
puzzle-solved = Задача решена!
puzzle-keep-going = Продолжай.
puzzle-refuted = Не то: на { $wrong } следует { $reply }. { $why } Нажми Enter, чтобы вернуть ход, и попробуй ещё.
puzzle-not-this-one = Не то. Нажми Enter, чтобы вернуть ход.
puzzle-streak-refuted = Не то: на { $wrong } следует { $reply }. { $why } Серия окончена. Решение: { $line }.
puzzle-streak-wrong = Не то: { $wrong }. Серия окончена. Решение: { $line }.
puzzle-try-again = Попробуй ещё.
puzzle-solution = Решение: { $line }.
puzzle-no-hints-in-streak = В серии подсказок нет.
puzzle-why-none = У этой задачи пока нет объяснения.
puzzle-why-after-streak = В серии объяснение будет, когда задача закончится.

puzzle-hint-piece = Посмотри на шашку { $square }.
puzzle-mode-practice = По моему уровню
puzzle-mode-streak = Серия
puzzle-mode-streak-label = Серия: до первой ошибки
puzzle-mode-timed = Три минуты
puzzle-mode-practice-rules = Задачи твоего уровня, одна за другой. Подсказки можно брать.
puzzle-mode-streak-rules = Всё труднее и труднее. Один неверный ход заканчивает серию. Без подсказок; один пропуск.
puzzle-mode-timed-rules = Сколько успеешь за три минуты. Каждая ошибка отнимает 10 секунд.

## Why a wrong move misses the goal.

puzzle-why-they-win = { $side ->
        [white] Белые выигрывают
       *[black] Чёрные выигрывают
    } партию.
puzzle-why-only-draw = Получается только ничья.
puzzle-why-they-win-pieces = { $side ->
        [white] Белые выигрывают
       *[black] Чёрные выигрывают
    } { $count ->
        [1] шашку
        [2] две шашки
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }.
puzzle-why-they-crown = { $side ->
        [white] Белые проходят
       *[black] Чёрные проходят
    } в дамки.
puzzle-why-no-piece = Ты не выигрываешь ни одной шашки.
puzzle-why-only = Ты выигрываешь только { $count ->
        [1] одну шашку
        [2] две шашки
        [3] три шашки
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }.
puzzle-why-no-king = В дамки ты не проходишь.
puzzle-why-goal = А нужно было { $goal ->
        [win] выиграть партию.
        [giveaway] отдать все свои шашки.
        [material] { $count ->
            [1] выиграть шашку.
            [one] выиграть { $count } шашку.
            [few] выиграть { $count } шашки.
           *[many] выиграть { $count } шашек.
        }
        [promote] провести дамку.
        [man-or-king] выиграть шашку или провести дамку.
       *[draw] сделать ничью.
    }
puzzle-why-missed = { $goal ->
        [win] Этот ход не выигрывает партию.
        [giveaway] Этим ходом не отдать все свои шашки.
        [material] { $count ->
            [1] Этот ход не выигрывает шашку.
            [one] Этот ход не выигрывает { $count } шашку.
            [few] Этот ход не выигрывает { $count } шашки.
           *[many] Этот ход не выигрывает { $count } шашек.
        }
        [promote] Этим ходом в дамки не пройти.
        [man-or-king] Этот ход не выигрывает шашку и не ведёт в дамки.
       *[draw] Этот ход не спасает партию.
    }

## The notation and diagonals quiz.

quiz-mode-find-square = Найди поле
quiz-mode-name-square = Назови поле
quiz-mode-diagonals = Диагонали
quiz-mode-write-move = Запиши ход
quiz-mode-play-move = Сделай ход
quiz-mode-mixed = Всё вместе
quiz-diagonal = { $id ->
        [big-road] большак
        [double-lower] нижний двойник
        [double-upper] верхний двойник
        [triple-lower] нижний тройник
        [triple-upper] верхний тройник
       *[joint] косяк
    }
quiz-square-place = вертикаль { $file }, горизонталь { $rank }
quiz-find-square = Найди поле { $square }.
quiz-name-square = Как называется отмеченное поле?
quiz-name-diagonal = Какая линия отмечена?
quiz-select-diagonal = Отметь все поля: { $line }. Потом нажми c.
quiz-on-diagonal = Поле { $square } лежит на линии «{ $line }»?
quiz-write-move = Запиши ход, показанный на доске.
quiz-play-move = Сыграй на доске { $mv }.
quiz-yes = Да
quiz-no = Нет
quiz-right = Верно! +{ $points }
quiz-marked-square-is = Не совсем: отмечено поле { $square }{ $place }.
quiz-another-move-shown = Не совсем: { $typed } — другой ход; показан ход { $shown }.
quiz-move-impossible-shown = Не совсем: такой ход здесь невозможен; показан ход { $shown }.
quiz-picked-other-square = Не совсем: это { $picked }; поле { $wanted } теперь отмечено{ $place }.
quiz-diagonal-selection-wrong = Не совсем: не хватает { $missing } { $missing ->
        [one] поля
       *[other] полей
    }, { $extra } { $extra ->
        [one] лишнее поле
        [few] лишних поля
       *[many] лишних полей
    }. Теперь отмечен { $line }.
quiz-marked-line-is = Не совсем: отмечен { $line }.
quiz-is-on-line = Да: поле { $square } лежит на линии { $line }.
quiz-is-not-on-line = Нет: поле { $square } не лежит на линии { $line }.
quiz-another-move-wanted = Не совсем: { $played } — другой ход; нужен был { $wanted }.
quiz-move-was = Нужен был ход { $wanted }.

## Games against the computer.

play-side-by-lot = по жребию
play-side-white = белые
play-side-black = чёрные
play-game-goes-on = Партия продолжается.
play-move-taken-back = Ход взят назад.
play-nothing-to-take-back = Пока нет твоего хода, который можно взять назад.
play-giveaway-goal = Поддавки: ты выигрываешь, когда у тебя не осталось шашек или им некуда ходить. Бить всё равно обязательно.
play-hint = Попробуй { $mv }: { $reason }.
play-draw-declined = Компьютер отказывается от ничьей: он считает, что стоит лучше. Играем дальше!
play-draw-too-early = Для ничьей ещё рано: компьютер хочет играть дальше.
play-you-won = Победа!
play-computer-won = Выиграл компьютер.
play-draw = Ничья.
play-no-pieces-left = Не осталось шашек.
play-pieces-blocked = Шашки заперты: ходов нет.
play-you-resigned = Партия сдана.
play-computer-resigned = Компьютер сдался.
play-draw-agreed = Компьютер согласился на ничью.
play-draw-repetition = Одна и та же позиция повторилась три раза ({ $label }).
play-draw-kings-only = Слишком долго ходили только дамки и никто не бил ({ $label }).
play-draw-move-limit = Тому, у кого больше шашек, не хватило ходов, чтобы выиграть ({ $label }).
play-unfinished = не окончена
play-moves = { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    }
play-continue = Продолжить: { $date }, { $variant }, { $moves }

## Quiz options and records in words, and the progress summary.

trainer-all-variants = все виды шашек
quiz-seconds = { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунды
    }
quiz-untimed = без часов
quiz-with-labels = с подписями
quiz-without-labels = без подписей
quiz-seen-from-black = со стороны чёрных
trainer-progress-of = Успехи: { $name }
trainer-lessons-done = Уроки: пройдено { $done } из { $total }, { $stars } из { $max_stars } { $max_stars ->
        [one] звезды
       *[other] звёзд
    }
trainer-lesson-done = пройден, { $stars } из 3 звёзд
trainer-lesson-at-step = шаг { $step } из { $steps }
trainer-lesson-at-stage-step = этап { $stage } из { $stages }, шаг { $step } из { $steps }
trainer-lesson-not-started = не начат
trainer-puzzles-solved = Решено задач: { $solved } (повторить: { $failed })
trainer-puzzle-rating = рейтинг в задачах, { $variant }: { $rating }
trainer-record = { $name }: рекорд { $count ->
        [one] { $count } задача
        [few] { $count } задачи
        [many] { $count } задач
       *[other] { $count } задачи
    }
trainer-quiz-none-yet = Викторина и упражнения: ещё не играли
trainer-quiz-bests = Лучшие результаты викторины и упражнений:
trainer-quiz-recent = Последние раунды викторины и упражнений (сначала новые):
trainer-quiz-round = { $name }: { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }, верно { $right } из { $asked } ({ $accuracy }%)
trainer-games-count = Партии с компьютером: { $count }
trainer-continue-last = продолжить неоконченную: { $command }

## Printed quiz worksheets.

sheet-title = Шашки, викторина: { $mode }
sheet-title-drill = Шашки, упражнение: { $rule }
sheet-name-and-date = Имя: ____________________   Дата: ____________
sheet-answer-key = Ответы
sheet-circle-square = Обведи поле { $square }.
sheet-colour-diagonal = Закрась все поля: { $line }.
sheet-draw-move = Нарисуй стрелками ход { $mv }.
sheet-yes-or-no = да / нет
