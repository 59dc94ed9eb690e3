mistake-hint = В партията си тук игра { $played }. Намери по-добър ход!
mistake-explain = В партията си игра { $played }. По-добрият ход беше { $better }.
mistake-review-task = От твоята партия: по-добър ход от { $played }, { $variant }
