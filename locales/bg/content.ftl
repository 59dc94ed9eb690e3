## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-capture-choice = Избор на вземане
content-theme-quiet-move = Тих ход
content-theme-shot = Удар
content-theme-sacrifice = Жертва
content-theme-turkish-strike = Турски удар
content-theme-promotion-during-capture = Коронясване по време на вземане
content-theme-king-capture = Вземане с дама
content-theme-breakthrough = Пробив до дама
content-theme-opening-trap = Капан в дебюта
content-theme-endgame = Ендшпил
content-theme-blocking = Блокиране
content-theme-multi-capture = Многократно вземане
content-theme-majority-capture = Вземане с най-много фигури
