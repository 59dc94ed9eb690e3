## Экраны: меню, заголовки, кнопки, подсказки внизу, диалоги.

## Слова нескольких экранов.

ui-start = >> Начать <<
ui-type-move = Напиши ход:
ui-your-answer = Твой ответ:
ui-time-up = Время вышло!
ui-board-labels = Подписи доски
ui-cancel = Отмена
ui-back = Назад
ui-lessons = Уроки
ui-puzzles = Задачи
ui-quiz = Викторина
ui-progress = Успехи
ui-options-keys = Enter: изменить или начать   Esc: назад
ui-ok = OK

## Главное меню.

ui-menu-title = shashki - игрок: { $name }
ui-menu-intro = Учимся играть в шашки: уроки, задачи и партии.
ui-menu-learn = Учиться - уроки шаг за шагом
ui-menu-play = Играть с компьютером
ui-menu-settings = Настройки и профили
ui-menu-quit = Выход
ui-menu-help = Вверх/вниз: выбрать   Enter: открыть   q: выход
ui-quit-question = Выйти из программы?
ui-quit-yes = Да, выйти
ui-quit-no = Нет, остаться
ui-keys-type-letters = Tab или буква: написать ход
ui-keys-type-numbers = Tab или цифра: написать ход
ui-keys-type-square-letters = Tab или буква: написать поле
ui-keys-type-square-numbers = Tab или цифра: написать поле

## Список уроков и урок.

ui-learn-broken-file = Нельзя открыть { $problem }
ui-learn-list-help = Вверх/вниз: выбрать   Enter: открыть   Esc: назад в меню   i: словарик
ui-learn-title = { $lesson } - шаг { $step } / { $count } - { $stars }
ui-learn-help-solved = Enter: следующий шаг   Esc: { $leave }  i: словарик
ui-learn-help-solved-task = Enter: следующее задание   Esc: { $leave }  i: словарик
ui-learn-help-say = Enter: дальше   Esc: { $leave }  i: словарик
ui-learn-help-done = Esc: { $leave }  i: словарик
ui-learn-help-move = Стрелки, Enter: выбрать шашку, потом поле  { $start }  F1 или ?: подсказка  o: повернуть доску  m: показать ходы  Esc: { $leave }  i: словарик
ui-learn-help-squares = Стрелки, Enter: отметить или снять  k: проверить  F1 или ?: подсказка  o: повернуть доску  Esc: { $leave }  i: словарик
ui-learn-help-choice = Вверх/вниз, Enter или 1-{ $count }: ответить  F1 или ?: подсказка  Esc: { $leave }  i: словарик
ui-learn-help-answer = Напиши ответ и нажми Enter  F1: подсказка  Esc: { $leave }
ui-learn-help-typing = Напиши ход ({ $quiet }, { $capture }) и нажми Enter  Tab или Esc: к доске  F1: подсказка
# The same footers in a placement task, which gives no hints (no hint key).
ui-learn-help-move-no-hint = Стрелки, Enter: выбрать шашку, потом поле  { $start }  o: повернуть доску  m: показать ходы  Esc: { $leave }  i: словарик
ui-learn-help-squares-no-hint = Стрелки, Enter: отметить или снять  k: проверить  o: повернуть доску  Esc: { $leave }  i: словарик
ui-learn-help-choice-no-hint = Вверх/вниз, Enter или 1-{ $count }: ответить  Esc: { $leave }  i: словарик
ui-learn-help-answer-no-hint = Напиши ответ и нажми Enter  Esc: { $leave }
ui-learn-help-typing-no-hint = Напиши ход ({ $quiet }, { $capture }) и нажми Enter  Tab или Esc: к доске
ui-learn-first-move = Сначала сделай ход (или нажми F1 для подсказки).
ui-learn-first-squares = Отметь поля и нажми k, чтобы проверить (F1: подсказка).
ui-learn-first-choice = Сначала выбери ответ: стрелками и Enter или цифрой.
ui-learn-first-answer = Сначала напиши ответ (или нажми F1 для подсказки).
# The same in a placement task, which gives no hints.
ui-learn-first-move-no-hint = Сначала сделай ход.
ui-learn-first-squares-no-hint = Отметь поля и нажми k, чтобы проверить.
ui-learn-first-answer-no-hint = Сначала напиши ответ.
ui-learn-complete-title = Молодец
ui-learn-complete = Урок пройден! { $stars }
ui-learn-mistakes-hints = Ошибок: { $mistakes }. Подсказок: { $hints }.
ui-learn-next-lesson = Следующий урок

## Настройки и профили.

ui-settings-title = Настройки
ui-settings-language = Язык: { $language }
ui-settings-pieces = Шашки: { $glyphs }
ui-settings-on = вкл.
ui-settings-off = выкл.
ui-settings-targets = Показывать, куда можно пойти: { $state }
ui-settings-labels = { ui-board-labels }: { $state }
ui-settings-profile = Профиль: { $name }
ui-settings-new-profile = Новый профиль...
ui-settings-rename-profile = Переименовать профиль...
ui-settings-help = Enter: изменить   Esc: назад   (сохраняется для профиля)
ui-profile-who = Кто играет?
ui-profile-name = Имя
ui-profile-bad-name = { $max ->
        [one] Напиши имя длиной от 1 до { $max } знака.
       *[other] Напиши имя длиной от 1 до { $max } знаков.
    }

## Сообщения при запуске или после изменения.

ui-notice-title = Обрати внимание
ui-notice-not-saved = Успехи не будут сохраняться: { $reason }
ui-notice-no-data-dir = Успехи не будут сохраняться: не найдена папка для данных.
ui-default-profile = Игрок

## Окно слишком маленькое.

ui-fit-too-small = Окно слишком маленькое: нужно хотя бы { $width }x{ $height } (сейчас { $now_width }x{ $now_height }).  Esc: назад  q: выход
ui-fit-too-small-short = Окно мало  Esc: назад  q: выход

ui-glossary = Слова игры
ui-glossary-help = Вверх/вниз, PgUp/PgDn: читать   Esc: назад
ui-learn-stage = Этап { $stage } из { $stages }: { $title }
ui-learn-practise = Потренироваться
ui-learn-leave-lessons = к урокам
ui-learn-leave-stop = закончить
