ui-menu-review = { $count ->
    [0] Преговор: засега нищо
    [one] Преговор: 1 задача
   *[other] Преговор: { $count } задачи
}
ui-review-title = Преговор
ui-review-intro = { $count ->
    [one] Тази задача не се получи преди. Да опитаме пак!
   *[other] Тези задачи не се получиха преди. Да опитаме пак!
}
ui-review-none = Засега няма какво да преговаряш. Задача, в която сбъркаш, се връща тук на следващия ден.
ui-review-next = Следващата се връща на { $date }.
ui-review-lesson = Урок „{ $title }“, стъпка { $step }
ui-review-puzzle = Задача, { $variant }
ui-review-drill = Упражнение: { $rule }
ui-review-done-title = Преговорът свърши
ui-review-done = { $asked ->
    [one] Вярно: { $right } от 1 задача.
   *[other] Вярно: { $right } от { $asked } задачи.
}
ui-review-done-more = Задача, решена вярно два пъти подред, излиза от преговора. Другите се връщат след няколко дни.
ui-review-help = Enter: започни   Esc: назад
