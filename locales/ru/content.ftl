## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-capture-choice = Выбор взятия
content-theme-quiet-move = Тихий ход
content-theme-shot = Удар
content-theme-sacrifice = Отдача
content-theme-turkish-strike = Турецкий удар
content-theme-promotion-during-capture = Превращение в дамку во время боя
content-theme-king-capture = Бой дамкой
content-theme-breakthrough = Прорыв в дамки
content-theme-opening-trap = Ловушка в дебюте
content-theme-endgame = Эндшпиль
content-theme-blocking = Запирание
content-theme-multi-capture = Многократное взятие
content-theme-majority-capture = Правило большинства
