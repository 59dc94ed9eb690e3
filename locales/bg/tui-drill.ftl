ui-drills = Упражнения - по едно правило
ui-drill-intro = Въпроси за едно правило, всеки път в нова позиция от партия, изиграна от компютъра. Колкото повече верни отговори, толкова по-трудно.
ui-drill-variant = Игра: { $variant }
ui-drill-keys = Нагоре/надолу: избери  Enter: започни или смени играта  Esc: назад
ui-practise-rule = Упражнявай правилото
ui-drill-menu = Меню на упражненията


## Упражнение (на екрана на викторината).

ui-drill-keys-square = Стрелки и Enter или щракни на полето  { $start }  o: обърни дъската  Esc: край на рунда
ui-drill-keys-move = Избери фигура, после къде отива  { $start }  o: обърни дъската  Esc: край на рунда
ui-drill-keys-typing-square = Напиши полето ({ $example }) и натисни Enter  Tab или Esc: към дъската
ui-drill-keys-typing-move = Напиши цялото вземане ({ $example }) и натисни Enter  Tab или Esc: към дъската
