ui-drills = Упражнения - по одному правилу
ui-drill-intro = Вопросы об одном правиле в позициях из настоящих партий. Чем больше верных ответов, тем труднее.
ui-drill-rule = Правило: { $rule }
ui-drill-variant = Игра: { $variant }
ui-practise-rule = Упражняться в правиле
