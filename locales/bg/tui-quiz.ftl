## Екраните на викторината: менюто, рундът и резултатът.

## Менюто на викторината.

ui-quiz-questions = Въпроси: { $mode }
ui-quiz-board = Дъска: { $board }
ui-quiz-time = Време: { $time }
ui-quiz-board-russian = руска, полета a1-h8
ui-quiz-board-brazilian = бразилска, полета a1-h8
ui-quiz-board-english = английска, полета 1-32
ui-quiz-board-international = международна, полета 1-50
ui-quiz-untimed = без часовник, за упражнение
ui-quiz-shown = показани
ui-quiz-hidden = скрити
ui-quiz-seen-from = Гледаш откъм: { $side ->
        [black] черните
       *[white] белите
    }
ui-quiz-best = Най-добър резултат с тези настройки: { $score }
ui-quiz-no-best = С тези настройки още няма резултат.
ui-quiz-recent = Последни рундове:

## Рундът.

ui-quiz-round-title = { $mode } - точки { $score } - верни { $right }/{ $asked } - серия { $streak }
ui-quiz-keys-square = Стрелки и Enter или щракни на полето  o: обърни дъската  Esc: край на рунда
ui-quiz-keys-selection = Стрелки, Enter: отбележи или махни поле  k: провери  Esc: край на рунда
ui-quiz-keys-move = Избери фигура, после къде отива  o: обърни дъската  Esc: край на рунда
ui-quiz-keys-choice = Нагоре/надолу и Enter или номерът на отговора  Esc: край на рунда
ui-quiz-keys-text = Напиши отговора и натисни Enter  Esc: край на рунда
ui-quiz-keys-answered = Enter: следващ въпрос  Esc: край на рунда
ui-quiz-enter-next = Enter: следващ въпрос

## Резултатът от рунда.

ui-quiz-score = Точки: { $score }
ui-quiz-right-answers = Верни отговори: { $right } от { $asked } ({ $accuracy }%)
ui-quiz-best-streak = Най-добра серия: { $count }
ui-quiz-new-best = Нов рекорд!
ui-quiz-round-over = Рундът свърши
ui-quiz-again = Още веднъж
ui-quiz-menu = Меню на викторината
