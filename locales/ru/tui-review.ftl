ui-menu-review = { $count ->
    [0] Повторение: пока ничего
    [one] Повторение: { $count } задание
    [few] Повторение: { $count } задания
   *[other] Повторение: { $count } заданий
}
ui-review-title = Повторение
ui-review-intro = { $count ->
    [one] Это задание раньше не получилось. Попробуем ещё раз!
   *[other] Эти задания раньше не получились. Попробуем ещё раз!
}
ui-review-none = Повторять пока нечего. Задание, в котором ты ошибёшься, вернётся сюда на следующий день.
ui-review-next = Следующее вернётся { $date }.
ui-review-lesson = Урок «{ $title }», шаг { $step }
ui-review-puzzle = Задача, { $variant }
ui-review-drill = Тренажёр: { $rule }
ui-review-done-title = Повторение закончено
ui-review-done = { $asked ->
    [one] Верно: { $right } из 1 задания.
   *[other] Верно: { $right } из { $asked } заданий.
}
ui-review-done-more = Задание, решённое верно два раза подряд, уходит из повторения. Остальные вернутся через несколько дней.
ui-review-help = Enter: начать   Esc: назад
