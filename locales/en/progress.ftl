## Saving and loading progress: what went wrong and what was kept.

# A file or folder of the progress store could not be used. $path is the file or folder;
# $reason says why (one of the progress-reason-* messages or the system's own words).
progress-cannot-create = Cannot create { $path }: { $reason }.
progress-cannot-read = Cannot read { $path }: { $reason }.
progress-cannot-write = Cannot write { $path }: { $reason }.
progress-cannot-lock = Cannot lock { $path }: { $reason }.
progress-cannot-sync = Cannot make the writing of { $path } safe on disk: { $reason }.
progress-cannot-open = Cannot open { $path }: { $reason }.
progress-cannot-list = Cannot list the folder { $path }: { $reason }.
progress-cannot-remove = Cannot remove { $path }: { $reason }.
progress-cannot-move-aside = Cannot move { $path } aside: { $reason }.

# Why a file could not be used (fills $reason above).
progress-reason-permission = permission denied
progress-reason-not-found = there is no such file or folder
progress-reason-disk-full = the disk is full
progress-reason-read-only = the disk is read-only

# $path: the file; $found: the format number in it; $known: the newest format this version reads.
progress-newer-file = { $path } was written by a newer shashki (format { $found }; this one knows up to { $known }), so it is left untouched: please update shashki.

# $name: the name as typed, in quotes; $max: the longest name allowed (40).
progress-bad-name = Bad profile name { $name }: use 1 to { $max } characters, without control characters.

# $id: the profile id asked for, in quotes.
progress-no-such-profile = There is no profile with the id { $id }.

# A progress or profile file did not parse. $path: the file; $why: the reader's technical
# reason (English); $aside: where the file was moved, so nothing is lost.
progress-moved-aside-started-fresh = { $path } could not be read ({ $why }); it was moved to { $aside }; progress starts fresh.
progress-moved-aside-saved-fresh = { $path } could not be read ({ $why }); it was moved to { $aside }; progress was saved fresh.
progress-moved-aside-profiles-rebuilt = { $path } could not be read ({ $why }); it was moved to { $aside }; the profile list was rebuilt from the profile folders.
# A progress file was cut short (a crash, a full disk, a sync gone wrong). $path: the file;
# $why: how it was found (English); $aside: where the damaged file was kept.
progress-restored-backup = { $path } was damaged ({ $why }); it was kept as { $aside }, and the last good copy of the progress was put back.
# Values in the progress file were out of range and were fixed. $what: which (English).
progress-repaired = Some saved values were out of range and were fixed: { $what }.

# The progress file was missing; $aside (the last good copy) was put back in its place.
progress-restored-missing = { $path } was missing, so the last good copy ({ $aside }) was put back. Nothing is lost.
# The folder cannot be written, so nothing was repaired: the last good copy is shown.
# $why: what is wrong with the file (English).
progress-shown-backup = { $path } cannot be used ({ $why }); the last good copy { $aside } is shown. This folder cannot be written, so nothing was changed.
progress-shown-fresh = { $path } cannot be read ({ $why }) and there is no good copy; this folder cannot be written, so nothing was changed and the progress is shown empty.
# Putting the good copy back failed (say, the disk is full). $why ends with the reason.
progress-repair-failed = { $path } is damaged ({ $why }). The last good copy { $aside } is used and kept as it is; free some space and start again to put it back.
# The file was changed by hand. $why: what was found (English); $aside: the copy from before.
progress-kept-edit = { $path } was changed by hand ({ $why }). The changes are kept; the copy from before them is { $aside }.
# The file held less than its last good copy (an older copy put back by a sync tool, say).
progress-merged-backup = { $path } held less than its last good copy { $aside }; what was missing was taken back from the copy.
# The file grew too large. $count: how many puzzles' results were taken out (a number).
progress-trimmed = { $path } was getting too large, so the results of the puzzles tried longest ago were taken out of it (puzzles taken out: { $count }).
# The profile in use was deleted by another copy of the trainer (or the command line).
progress-profile-deleted = This profile was deleted in another window, so nothing more is saved for it. Choose a profile in Settings.
# $limit: the size cap in megabytes.
progress-too-large = { $path } cannot be saved: it would be larger than { $limit } MB.
# The data folder cannot be written (permissions, a read-only disk).
progress-read-only = The data folder cannot be written: your progress is shown, but nothing new can be saved here.
