mistake-hint = В твоей партии здесь был ход { $played }. Найди ход получше!
mistake-explain = В твоей партии был ход { $played }. Лучше было { $better }.
mistake-review-task = Из твоей партии: ход лучше, чем { $played }, { $variant }
