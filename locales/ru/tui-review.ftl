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
ui-review-first-of = { $due ->
    [one] Пора повторить { $due } задание
    [few] Пора повторить { $due } задания
   *[other] Пора повторить { $due } заданий
}: вот первые { $count }, остальные будут в следующий раз.
ui-review-none = Повторять пока нечего. Задание, в котором ты ошибёшься, вернётся сюда на следующий день.
ui-review-next = Следующее вернётся { $date }.
ui-review-next-tomorrow = Следующее вернётся завтра.
ui-review-next-today = Следующее вернётся сегодня, чуть позже.
ui-review-lesson = Урок «{ $title }», шаг { $step }
ui-review-lesson-stage = Урок «{ $title }», этап { $stage }, шаг { $step }
ui-review-puzzle = Задача, { $variant }
ui-review-drill = Упражнение: { $rule }
ui-review-done-title = Повторение закончено
ui-review-done = { $asked ->
    [one] Верно: { $right } из 1 задания.
   *[other] Верно: { $right } из { $asked } заданий.
}
ui-review-done-more = Задание, решённое верно два раза подряд, уходит из повторения. Остальные вернутся через несколько дней.
ui-review-help = Enter: начать   Esc: назад
ui-placement-offer-title = Привет, { $name }!
ui-placement-offer = { $count ->
    [one] Ты уже умеешь играть в шашки? Короткая проверка из { $count } задания покажет, с какого урока начать.
   *[other] Ты уже умеешь играть в шашки? Короткая проверка из { $count } заданий покажет, с какого урока начать.
}
ui-placement-new = Только учусь: начать с урока 1
ui-placement-test = Кое-что знаю: пройти проверку
ui-placement-done-title = Проверка пройдена
ui-placement-known = { $count ->
    [0] Начнём с самого начала.
    [one] Правила первого урока ты уже знаешь. Он отмечен пройденным, а звёзды за него можно заработать.
    [few] Правила первых { $count } уроков ты уже знаешь. Они отмечены пройденными, а звёзды за них можно заработать.
   *[other] Правила первых { $count } уроков ты уже знаешь. Они отмечены пройденными, а звёзды за них можно заработать.
}
ui-placement-start = Начни с урока «{ $title }».
ui-placement-all = Ты знаешь все уроки курса. Попробуй решать задачи!
ui-placement-rating = Твой первый рейтинг в задачах: { $rating }.
ui-placement-task = Проверка: задание { $n } из { $count }
ui-placement-stop = Закончить проверку? Твои ответы покажут, с чего начать.
ui-placement-stop-yes = Да, закончить
ui-placement-stop-no = Нет, дальше
# The placement test stopped before any task was answered: nothing is recorded.
ui-placement-stop-none = Закончить проверку? Ответов ещё нет, поэтому ничего не изменится.
ui-placement-stopped-title = Проверка остановлена
ui-placement-nothing = Проверка остановлена до первого задания, поэтому ничего не изменилось.
# $title: the title of the course's first lesson.
ui-placement-start-first = Начни с первого урока «{ $title }».
ui-placement-offered-again = Проверку предложат снова, когда ты в следующий раз запустишь программу.
