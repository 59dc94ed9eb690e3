## Экраны игры: выбор партии и игра с компьютером.

## Меню игры.

ui-play-title = Игра с компьютером
ui-play-variant = Игра: { $variant }
ui-play-level = Уровень компьютера: { $level } / 8
ui-play-side = Ты играешь: { $side }
ui-play-levels = Уровень 1 — новичок, который ошибается; уровень 8 играет в полную силу.

## Партия.

ui-play-game-title = { $variant } - уровень { $level } - { $side ->
        [black] ты играешь чёрными
       *[white] ты играешь белыми
    }
ui-play-keys-board = Стрелки, Enter: выбрать шашку, потом поле  { $start }  F1 или ?: подсказка  u: вернуть ход  n: предложить ничью  r: сдаться  o: повернуть доску  Esc: выйти
ui-play-keys-typing = Напиши ход ({ $quiet }, { $capture }) и нажми Enter  Tab или Esc: к доске  F1: подсказка
ui-play-thinking = Компьютер думает...
ui-play-looking-for-hint = Ищу хороший ход...
ui-play-your-move = Твой ход.
ui-play-your-move-capture = Твой ход. Бить обязательно!
ui-play-key-new-game = Enter: новая партия
ui-play-key-review = v: разбор партии
ui-play-key-take-back = u: вернуть ход
ui-play-key-leave = Esc: выйти
ui-play-resign-question = Сдаться в этой партии?
ui-play-resign-yes = Да, сдаюсь
ui-play-resign-no = Нет, играем

## Сохранение партии.

ui-play-saved-as = Партия сохранена в папке твоих партий: { $name }
ui-play-not-saved = Партию не удалось сохранить: { $error }
ui-play-left-saved =
    Партия сохранена, её можно доиграть потом: выбери в меню «{ ui-menu-play }», а там «Продолжить».
    Она записана в файл:
    { $path }
    (или набери: shashki play --load ФАЙЛ)
