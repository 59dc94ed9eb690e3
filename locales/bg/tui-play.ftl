## Екраните за игра: изборът на игра и играта срещу компютъра.

## Менюто за игра.

ui-play-title = Игра срещу компютъра
ui-play-variant = Игра: { $variant }
ui-play-level = Ниво на компютъра: { $level } / 8
ui-play-side = Твоят цвят: { $side }
ui-play-levels = Ниво 1 е начинаещ, който греши; ниво 8 играе с пълна сила.

## Играта.

ui-play-game-title = { $variant } - ниво { $level } - { $side ->
        [black] играеш с черните
       *[white] играеш с белите
    }
ui-play-keys-board = Стрелки, Enter: избери фигура и поле  { $start }  F1 или ?: подсказка  u: върни хода  n: предложи реми  r: предай се  o: обърни дъската  Esc: изход
ui-play-keys-typing = Напиши хода ({ $quiet }, { $capture }) и натисни Enter  Tab или Esc: към дъската  F1: подсказка
ui-play-thinking = Компютърът мисли...
ui-play-looking-for-hint = Търся добър ход...
ui-play-your-move = Ти си на ход.
ui-play-your-move-capture = Ти си на ход. Вземането е задължително!
ui-play-key-new-game = Enter: нова игра
ui-play-key-review = v: разбор на играта
ui-play-key-take-back = u: върни хода
ui-play-key-leave = Esc: изход
ui-play-resign-question = Предаваш ли се в тази игра?
ui-play-resign-yes = Да, предавам се
ui-play-resign-no = Не, играем

## Запазване на играта.

ui-play-saved-as = Играта е запазена в папката с твоите игри: { $name }
ui-play-not-saved = Играта не можа да се запази: { $error }
ui-play-left-saved =
    Играта е запазена и можеш да я довършиш по-късно: избери „{ ui-menu-play }“ в менюто, после „Продължи“.
    Тя е записана във файла:
    { $path }
    (или напиши: shashki play --load ФАЙЛ)
