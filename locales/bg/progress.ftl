## Saving and loading progress: what went wrong and what was kept.

# A file or folder of the progress store could not be used. $path is the file or folder;
# $reason says why (one of the progress-reason-* messages or the system's own words).
progress-cannot-create = Не може да се създаде { $path }: { $reason }.
progress-cannot-read = Не може да се прочете { $path }: { $reason }.
progress-cannot-write = Не може да се запише { $path }: { $reason }.
progress-cannot-lock = Не може да се заключи { $path }: { $reason }.
progress-cannot-sync = { $path } не може да се запише надеждно на диска: { $reason }.
progress-cannot-open = Не може да се отвори { $path }: { $reason }.
progress-cannot-list = Не може да се прочете папката { $path }: { $reason }.
progress-cannot-remove = Не може да се изтрие { $path }: { $reason }.
progress-cannot-move-aside = Не може да се премести настрани { $path }: { $reason }.

# Why a file could not be used (fills $reason above).
progress-reason-permission = няма права за достъп
progress-reason-not-found = няма такъв файл или папка
progress-reason-disk-full = дискът е пълен
progress-reason-read-only = дискът е само за четене

# $path: the file; $found: the format number in it; $known: the newest format this version reads.
progress-newer-file = { $path } е записан от по-нова версия на shashki (формат { $found }; тази версия познава до формат { $known }), затова не е пипан: обнови shashki.

# $name: the name as typed, in quotes; $max: the longest name allowed (40).
progress-bad-name = Неподходящо име на профил { $name }: използвай от 1 до { $max } { $max ->
        [one] знак
       *[other] знака
    }, без управляващи символи.

# $id: the profile id asked for, in quotes.
progress-no-such-profile = Няма профил с идентификатор { $id }.

# A progress or profile file did not parse. $path: the file; $why: the reader's technical
# reason (English); $aside: where the file was moved, so nothing is lost.
progress-moved-aside-started-fresh = { $path } не може да се прочете ({ $why }); преместен е в { $aside }; напредъкът ще се записва отначало.
progress-moved-aside-saved-fresh = { $path } не може да се прочете ({ $why }); преместен е в { $aside }; напредъкът е записан в нов файл.
progress-moved-aside-profiles-rebuilt = { $path } не може да се прочете ({ $why }); преместен е в { $aside }; списъкът с профили е възстановен от папките на профилите.
progress-restored-backup = Файлът { $path } е повреден ({ $why }); запазен е като { $aside }, а напредъкът е възстановен от последното цяло копие.
progress-repaired = Някои запазени стойности бяха извън допустимото и са поправени: { $what }.

progress-restored-missing = Файлът { $path } липсваше, затова на мястото му е върнато последното цяло копие ({ $aside }). Нищо не е загубено.
progress-shown-backup = Файлът { $path } не може да се използва ({ $why }); показано е последното цяло копие { $aside }. В тази папка не може да се записва, затова нищо не е променено.
progress-shown-fresh = { $path } не може да се прочете ({ $why }), а цяло копие няма; в тази папка не може да се записва, затова нищо не е променено и напредъкът е показан празен.
progress-repair-failed = Файлът { $path } е повреден ({ $why }). Използва се последното цяло копие { $aside } и то не е пипано; освободи място на диска и пусни програмата отново, за да бъде върнато на мястото си.
progress-kept-edit = Файлът { $path } е променен на ръка ({ $why }). Промените са запазени; копието отпреди тях е { $aside }.
progress-merged-backup = Във файла { $path } имаше по-малко, отколкото в последното цяло копие { $aside }; липсващото е взето от копието.
progress-trimmed = Файлът { $path } стана твърде голям, затова от него са махнати резултатите от задачите, решавани най-отдавна (махнати задачи: { $count }).
progress-profile-deleted = Този профил е изтрит в друг прозорец, затова за него вече нищо не се записва. Избери профил в Настройки.
progress-too-large = { $path } не може да се запише: файлът би бил по-голям от { $limit } МБ.
progress-read-only = В папката с данни не може да се записва: напредъкът е показан, но нищо ново не може да се запише тук.
