## A teacher's class table (shashki progress --all) and deleting profiles.

# The page title of the printed class table; $date is today, as 2026-12-02.
class-title = Class progress, { $date }
# Column headings of the class table (short: the table fits 80 columns).
class-name = Name
class-lessons = Lessons
class-stars = Stars
class-quiz = Quiz
class-drills = Drills
class-puzzles = Puzzles
class-rating = Rating
class-due = Due
class-last = Last seen
# In the "Last seen" column of a profile that has done nothing yet.
class-never = never
# A profile whose progress file is damaged; $why is the reader's technical reason.
class-unreadable = could not be read: { $why }
# A profile with nothing done since its progress file was set aside because it did not parse;
# $file is where the file is kept.
class-set-aside = the progress file did not parse and is kept as { $file }
# Below the table: what the columns mean.
class-legend = Lessons: lessons finished. Quiz: the best quiz score. Drills: the best drill score (how many drills were practised). Puzzles: puzzles solved. Due: missed tasks to review now.
# $variants lists the short codes of the rating column with the variant names ("ru = Russian draughts").
class-legend-rating = Rating: the puzzle rating ({ $variants }).
# Below the printed table: the marks in the lesson columns.
class-marks = ★ a star earned, ✓ finished, · started. The lesson columns are numbered as in the list below.
# $dir is the data folder.
class-empty = There are no profiles in { $dir } yet: nobody has used the trainer here.

## Deleting a profile in Settings.

ui-settings-delete-profile = Delete a profile...
ui-profile-delete-which = Whose profile is to be deleted?
# $name is the profile's name; $path is the folder deleted profiles are moved into.
ui-profile-delete-confirm = Delete { $name }? Their progress will be moved to { $path }.
ui-profile-delete-no = No
ui-profile-delete-yes = Yes, delete
# $name is the profile's name; $path is the folder its progress and saved games went to.
ui-profile-deleted = { $name } is deleted. Their progress and saved games are kept in { $path }: move that folder back to undo.

## Printed sheets: one child's weak spots, and puzzles.

# The title of a quiz sheet made of the quizzes $name does worst in.
sheet-weak-title = Draughts quiz for { $name }: what to practise
# The title of a puzzle sheet.
sheet-puzzles-title = Draughts puzzles
# The title of a sheet of the puzzles $name failed.
sheet-puzzles-weak-title = Puzzles for { $name } to try again
