## Екраните: менюта, заглавия, бутони, подсказки долу, диалози.

## Думи на няколко екрана.

ui-start = >> Започни <<
ui-type-move = Напиши ход:
ui-your-answer = Твоят отговор:
ui-time-up = Времето изтече!
ui-board-labels = Надписи на дъската
ui-cancel = Отказ
ui-back = Назад
ui-lessons = Уроци
ui-puzzles = Задачи
ui-quiz = Викторина
ui-progress = Напредък
ui-options-keys = Enter: промени или започни   Esc: назад
ui-ok = Добре

## Главното меню.

ui-menu-title = shashki - играч: { $name }
ui-menu-intro = Научи се да играеш шашки: уроци, задачи и партии.
ui-menu-learn = Учи - уроци стъпка по стъпка
ui-menu-play = Играй срещу компютъра
ui-menu-settings = Настройки и профили
ui-menu-quit = Изход
ui-menu-help = Нагоре/надолу: избери   Enter: отвори   q: изход
ui-quit-question = Излизаш ли от програмата?
ui-quit-yes = Да, изход
ui-quit-no = Не, оставам
ui-keys-type-letters = Tab или буква: напиши хода
ui-keys-type-numbers = Tab или цифра: напиши хода
ui-keys-type-square-letters = Tab или буква: напиши полето
ui-keys-type-square-numbers = Tab или цифра: напиши полето

## Списъкът с уроци и урокът.

ui-learn-broken-file = Не може да се отвори { $problem }
ui-learn-list-help = Нагоре/надолу: избери   Enter: отвори   Esc: към менюто   i: речник
ui-learn-title = { $lesson } - стъпка { $step } / { $count } - { $stars }
ui-learn-help-solved = Enter: следваща стъпка   Esc: { $leave }  i: речник
ui-learn-help-solved-task = Enter: следваща задача   Esc: { $leave }  i: речник
ui-learn-help-say = Enter: напред   Esc: { $leave }  i: речник
ui-learn-help-done = Esc: { $leave }  i: речник
ui-learn-help-move = Стрелки, Enter: избери пул, после поле  { $start }  F1 или ?: подсказка  o: обърни дъската  m: покажи ходовете  Esc: { $leave }  i: речник
ui-learn-help-squares = Стрелки, Enter: отбележи или махни поле  k: провери  F1 или ?: подсказка  o: обърни дъската  Esc: { $leave }  i: речник
ui-learn-help-choice = Нагоре/надолу, Enter или 1-{ $count }: отговори  F1 или ?: подсказка  Esc: { $leave }  i: речник
ui-learn-help-answer = Напиши отговора и натисни Enter  F1: подсказка  Esc: { $leave }
ui-learn-help-typing = Напиши хода ({ $quiet }, { $capture }) и натисни Enter  Tab или Esc: към дъската  F1: подсказка
# The same footers in a placement task, which gives no hints (no hint key).
ui-learn-help-move-no-hint = Стрелки, Enter: избери пул, после поле  { $start }  o: обърни дъската  m: покажи ходовете  Esc: { $leave }  i: речник
ui-learn-help-squares-no-hint = Стрелки, Enter: отбележи или махни поле  k: провери  o: обърни дъската  Esc: { $leave }  i: речник
ui-learn-help-choice-no-hint = Нагоре/надолу, Enter или 1-{ $count }: отговори  Esc: { $leave }  i: речник
ui-learn-help-answer-no-hint = Напиши отговора и натисни Enter  Esc: { $leave }
ui-learn-help-typing-no-hint = Напиши хода ({ $quiet }, { $capture }) и натисни Enter  Tab или Esc: към дъската
ui-learn-first-move = Първо направи хода (или натисни F1 за подсказка).
ui-learn-first-squares = Отбележи полетата и натисни k, за да провериш (F1: подсказка).
ui-learn-first-choice = Първо избери отговор: със стрелките и Enter или с цифрата му.
ui-learn-first-answer = Първо напиши отговора (или натисни F1 за подсказка).
# The same in a placement task, which gives no hints.
ui-learn-first-move-no-hint = Първо направи хода.
ui-learn-first-squares-no-hint = Отбележи полетата и натисни k, за да провериш.
ui-learn-first-answer-no-hint = Първо напиши отговора.
ui-learn-complete-title = Браво
ui-learn-complete = Урокът е завършен! { $stars }
ui-learn-mistakes-hints = Грешки: { $mistakes }. Подсказки: { $hints }.
ui-learn-next-lesson = Следващ урок

## Настройки и профили.

ui-settings-title = Настройки
ui-settings-language = Език: { $language }
ui-settings-pieces = Пулове: { $glyphs }
ui-settings-on = вкл.
ui-settings-off = изкл.
ui-settings-targets = Показвай къде може да отиде пулът: { $state }
ui-settings-labels = { ui-board-labels }: { $state }
ui-settings-profile = Профил: { $name }
ui-settings-new-profile = Нов профил...
ui-settings-rename-profile = Преименувай профила...
ui-settings-help = Enter: промени   Esc: назад   (запазва се за този профил)
ui-profile-who = Кой играе?
ui-profile-name = Име
ui-profile-bad-name = { $max ->
        [one] Напиши име от 1 до { $max } знак.
       *[other] Напиши име от 1 до { $max } знака.
    }

## Съобщения при пускане или след промяна.

ui-notice-title = Обърни внимание
ui-notice-not-saved = Напредъкът няма да се запазва: { $reason }
ui-notice-no-data-dir = Напредъкът няма да се запазва: не е намерена папка за данните.
ui-default-profile = Играч

## Прозорецът е твърде малък.

ui-fit-too-small = Прозорецът е твърде малък: направи го поне { $width }x{ $height } (сега е { $now_width }x{ $now_height }).  Esc: назад  q: изход
ui-fit-too-small-short = Малък прозорец  Esc: назад  q: изход

ui-glossary = Думи от играта
ui-glossary-help = Нагоре/надолу, PgUp/PgDn: четене   Esc: назад
ui-learn-stage = Етап { $stage } от { $stages }: { $title }
ui-learn-practise = Упражнявай това
ui-learn-leave-lessons = уроци
ui-learn-leave-stop = край
