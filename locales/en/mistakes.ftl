# Mistake puzzles: a position from the learner's own game, where a better move was missed.
# The hint of a mistake puzzle. $played: the move the learner played there ("c3-d4").
mistake-hint = In your game you played { $played } here. Find a better move!
# Shown after a mistake puzzle. $played: the learner's move in the game; $better: a better one.
mistake-explain = In your game you played { $played }. { $better } was better.
# A mistake task in the review list. $played: the learner's move; $variant: the variant's name ("Russian draughts").
mistake-review-task = From your game: better than { $played }, { $variant }
