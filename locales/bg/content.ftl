## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-shot = Удар
content-theme-sacrifice = Жертва
content-theme-breakthrough = Пробив до дама
content-theme-lock = Блокиране
content-theme-double-strike = Двоен удар
content-theme-turkish-strike = Турски удар
content-theme-crowning-capture = Коронясване по време на вземане
content-theme-king-hunt = Лов на дама
content-theme-endgame = Техника в ендшпила
content-theme-hold-draw = Удържане на реми
content-theme-opening-trap = Капан в дебюта
content-theme-capture-choice = Кое вземане?
content-theme-giveaway = Обратни шашки

content-mined-title-russian = Задачи: руски шашки
content-mined-title-brazilian = Задачи: бразилски шашки
content-mined-title-international = Задачи: международни шашки
content-mined-title-english = Задачи: чекерс
content-mined-title-giveaway = Задачи: обратни шашки
content-mined-title-giveaway-international = Задачи: международни обратни шашки
