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
ui-review-first-of = За преговор са { $due } задачи: ето първите { $count }, другите идват следващия път.
ui-review-none = Засега няма какво да преговаряш. Задача, в която сбъркаш, се връща тук на следващия ден.
ui-review-next = Следващата се връща на { $date }.
ui-review-next-tomorrow = Следващата се връща утре.
ui-review-next-today = Следващата се връща по-късно днес.
ui-review-lesson = Урок „{ $title }“, стъпка { $step }
ui-review-lesson-stage = Урок „{ $title }“, етап { $stage }, стъпка { $step }
ui-review-puzzle = Задача, { $variant }
ui-review-drill = Упражнение: { $rule }
ui-review-done-title = Преговорът свърши
ui-review-done = { $asked ->
    [one] Вярно: { $right } от 1 задача.
   *[other] Вярно: { $right } от { $asked } задачи.
}
ui-review-done-more = Задача, решена вярно два пъти подред, излиза от преговора. Другите се връщат след няколко дни.
ui-review-help = Enter: започни   Esc: назад
ui-placement-offer-title = Здравей, { $name }!
ui-placement-offer = { $count ->
    [one] Можеш ли вече да играеш шашки? Кратка проверка от { $count } задача ще покаже от кой урок да започнеш.
   *[other] Можеш ли вече да играеш шашки? Кратка проверка от { $count } задачи ще покаже от кой урок да започнеш.
}
ui-placement-new = Тепърва уча: започни от урок 1
ui-placement-test = Знам малко: направи проверката
ui-placement-done-title = Проверката свърши
ui-placement-known = { $count ->
    [0] Да започнем от самото начало.
    [one] Правилата на първия урок вече ги знаеш. Той е отбелязан като минат, а звездите за него още можеш да спечелиш.
   *[other] Правилата на първите { $count } урока вече ги знаеш. Те са отбелязани като минати, а звездите за тях още можеш да спечелиш.
}
ui-placement-start = Започни с урока „{ $title }“.
ui-placement-all = Знаеш всички уроци от курса. Опитай задачите!
ui-placement-rating = Първият ти рейтинг в задачите: { $rating }.
ui-placement-task = Проверка: задача { $n } от { $count }
ui-placement-stop = Да спрем ли проверката? Отговорените задачи ще покажат откъде да започнеш.
ui-placement-stop-yes = Да, спри
ui-placement-stop-no = Не, продължи
# The placement test stopped before any task was answered: nothing is recorded.
ui-placement-stop-none = Да спрем ли проверката? Още няма отговорена задача, затова нищо няма да се промени.
ui-placement-stopped-title = Проверката е спряна
ui-placement-nothing = Проверката спря преди първата задача, затова нищо не се промени.
# $title: the title of the course's first lesson.
ui-placement-start-first = Започни с първия урок „{ $title }“.
ui-placement-offered-again = Проверката ще ти бъде предложена отново следващия път, когато пуснеш програмата.
