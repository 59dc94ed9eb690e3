## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-shot = Удар
content-theme-sacrifice = Отдача
content-theme-breakthrough = Прорыв в дамки
content-theme-lock = Запирание
content-theme-double-strike = Двойной удар
content-theme-turkish-strike = Турецкий удар
content-theme-crowning-capture = Превращение в дамку во время боя
content-theme-king-hunt = Ловля дамки
content-theme-endgame = Техника эндшпиля
content-theme-hold-draw = Спасение: ничья
content-theme-opening-trap = Ловушка в дебюте
content-theme-capture-choice = Какое взятие?
content-theme-giveaway = Поддавки

content-mined-title-russian = Задачи: русские шашки
content-mined-title-brazilian = Задачи: бразильские шашки
content-mined-title-international = Задачи: международные шашки
content-mined-title-english = Задачи: чекерс
content-mined-title-giveaway = Задачи: поддавки
content-mined-title-giveaway-international = Задачи: международные поддавки
