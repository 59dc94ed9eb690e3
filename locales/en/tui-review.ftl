# The main menu entry. $count: how many review tasks are due now.
ui-menu-review = { $count ->
    [0] Review: nothing due
    [one] Review: 1 task due
   *[other] Review: { $count } tasks due
}
ui-review-title = Review
# $count: tasks in this session (at most 5).
ui-review-intro = { $count ->
    [one] This task went wrong before. Let's try it again!
   *[other] These { $count } tasks went wrong before. Let's try them again!
}
# $due tasks are due in all; a session asks the first $count of them.
ui-review-first-of = { $due } tasks are due: here are the first { $count }, the others come next time.
ui-review-none = Nothing to review now. A task you get wrong comes back here the next day.
# $date: the day the next task is due (YYYY-MM-DD).
ui-review-next = The next one comes back on { $date }.
ui-review-next-tomorrow = The next one comes back tomorrow.
ui-review-next-today = The next one comes back later today.
# $title: the lesson's title; $step: the task's step number in the lesson.
ui-review-lesson = Lesson "{ $title }", step { $step }
# $title: the lesson's title; $stage: the stage's number; $step: the step's number in the stage.
ui-review-lesson-stage = Lesson "{ $title }", stage { $stage }, step { $step }
# $variant: the variant's name ("Russian draughts").
ui-review-puzzle = Puzzle, { $variant }
# $rule: the drill's name.
ui-review-drill = Drill: { $rule }
ui-review-done-title = Review done
# $right: right answers; $asked: tasks asked.
ui-review-done = { $asked ->
    [one] You got { $right } of 1 task right.
   *[other] You got { $right } of { $asked } tasks right.
}
ui-review-done-more = A task you got right twice in a row leaves the review. The others come back in a few days.
ui-review-help = Enter: start   Esc: back
# $name: the profile's name.
ui-placement-offer-title = Welcome, { $name }!
# $count: how many tasks the placement test has.
ui-placement-offer = Can you play draughts already? A short test of { $count } tasks finds the lesson to start with.
ui-placement-new = I am new: start with lesson 1
ui-placement-test = I know some: take the test
ui-placement-done-title = Test done
# $count: how many lessons the test found known.
ui-placement-known = { $count ->
    [0] Let's start from the beginning.
    [one] You know the rules of the first lesson already. It is marked done, and its stars are still yours to earn.
   *[other] You know the rules of the first { $count } lessons already. They are marked done, and their stars are still yours to earn.
}
# $title: the lesson's title.
ui-placement-start = Start with the lesson "{ $title }".
ui-placement-all = You know every lesson of the course. Try the puzzles!
# $rating: the first puzzle rating.
ui-placement-rating = Your first puzzle rating: { $rating }.
# The title of a placement test's task: $n of $count.
ui-placement-task = Test: task { $n } of { $count }
ui-placement-stop = Stop the test now? The tasks you have answered decide where you start.
ui-placement-stop-yes = Yes, stop
ui-placement-stop-no = No, go on
# The placement test stopped before any task was answered: nothing is recorded.
ui-placement-stop-none = Stop the test now? You have not answered a task yet, so nothing will change.
ui-placement-stopped-title = Test stopped
ui-placement-nothing = You stopped before the first task, so nothing has changed.
# $title: the title of the course's first lesson.
ui-placement-start-first = Start with the first lesson, "{ $title }".
ui-placement-offered-again = The test is offered again the next time you start the trainer.
