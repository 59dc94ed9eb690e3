ui-drills = Упражнения - по одному правилу
ui-drill-intro = Вопросы об одном правиле, каждый раз в новой позиции из партии, сыгранной компьютером. Чем больше верных ответов, тем труднее.
ui-drill-variant = Игра: { $variant }
ui-drill-keys = Вверх/вниз: выбрать  Enter: начать или сменить игру  Esc: назад
ui-practise-rule = Упражняться в правиле
ui-drill-menu = Меню упражнений


## Упражнение (на экране викторины).

ui-drill-keys-square = Стрелки и Enter или щелчок  { $start }  o: повернуть доску  Esc: закончить раунд
ui-drill-keys-move = Выбери шашку, потом куда она идёт  { $start }  o: повернуть доску  Esc: закончить раунд
ui-drill-keys-typing-square = Напиши поле ({ $example }) и нажми Enter  Tab или Esc: к доске
ui-drill-keys-typing-move = Напиши всё взятие ({ $example }) и нажми Enter  Tab или Esc: к доске
