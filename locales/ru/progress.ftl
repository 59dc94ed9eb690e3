## Saving and loading progress: what went wrong and what was kept.

# A file or folder of the progress store could not be used. $path is the file or folder;
# $reason says why (one of the progress-reason-* messages or the system's own words).
progress-cannot-create = Не удалось создать { $path }: { $reason }.
progress-cannot-read = Не удалось прочитать { $path }: { $reason }.
progress-cannot-write = Не удалось записать { $path }: { $reason }.
progress-cannot-lock = Не удалось заблокировать { $path }: { $reason }.
progress-cannot-sync = Не удалось надёжно сохранить { $path } на диске: { $reason }.
progress-cannot-open = Не удалось открыть { $path }: { $reason }.
progress-cannot-list = Не удалось прочитать папку { $path }: { $reason }.
progress-cannot-remove = Не удалось удалить { $path }: { $reason }.
progress-cannot-move-aside = Не удалось отложить в сторону { $path }: { $reason }.

# Why a file could not be used (fills $reason above).
progress-reason-permission = нет прав доступа
progress-reason-not-found = нет такого файла или папки
progress-reason-disk-full = диск заполнен
progress-reason-read-only = диск только для чтения

# $path: the file; $found: the format number in it; $known: the newest format this version reads.
progress-newer-file = { $path } записан более новой версией shashki (формат { $found }; эта версия знает форматы до { $known }), поэтому он не тронут: обнови shashki.

# $name: the name as typed, in quotes; $max: the longest name allowed (40).
progress-bad-name = Неподходящее имя профиля { $name }: нужно от 1 до { $max } { $max ->
        [one] знака
       *[other] знаков
    }, без управляющих символов.

# $id: the profile id asked for, in quotes.
progress-no-such-profile = Нет профиля с идентификатором { $id }.

# A progress or profile file did not parse. $path: the file; $why: the reader's technical
# reason (English); $aside: where the file was moved, so nothing is lost.
progress-moved-aside-started-fresh = Не удалось прочитать { $path } ({ $why }); файл перенесён в { $aside }; успехи будут записываться с нуля.
progress-moved-aside-saved-fresh = Не удалось прочитать { $path } ({ $why }); файл перенесён в { $aside }; успехи сохранены в новый файл.
progress-moved-aside-profiles-rebuilt = Не удалось прочитать { $path } ({ $why }); файл перенесён в { $aside }; список профилей восстановлен по папкам профилей.
progress-restored-backup = Файл { $path } повреждён ({ $why }); он сохранён как { $aside }, а успехи восстановлены из последней целой копии.
progress-repaired = Некоторые сохранённые значения были вне допустимых пределов и исправлены: { $what }.

progress-restored-missing = Файла { $path } не было, поэтому на его место вернули последнюю целую копию ({ $aside }). Ничего не потеряно.
progress-shown-backup = Файлом { $path } нельзя воспользоваться ({ $why }); показана последняя целая копия { $aside }. В эту папку нельзя записывать, поэтому ничего не изменено.
progress-shown-fresh = Не удалось прочитать { $path } ({ $why }), а целой копии нет; в эту папку нельзя записывать, поэтому ничего не изменено, а успехи показаны пустыми.
progress-repair-failed = Файл { $path } повреждён ({ $why }). Используется последняя целая копия { $aside }, она не тронута; освободи место на диске и запусти программу снова, чтобы вернуть её на место.
progress-kept-edit = Файл { $path } изменили вручную ({ $why }). Изменения сохранены; копия до них — { $aside }.
progress-merged-backup = В файле { $path } было меньше, чем в последней целой копии { $aside }; недостающее взято из копии.
progress-trimmed = Файл { $path } стал слишком большим, поэтому из него убраны результаты задач, которые решались давнее всего (убрано задач: { $count }).
progress-profile-deleted = Этот профиль удалён в другом окне, поэтому для него больше ничего не сохраняется. Выбери профиль в настройках.
progress-too-large = Не удалось сохранить { $path }: файл был бы больше { $limit } МБ.
progress-read-only = В папку с данными нельзя записывать: успехи показаны, но ничего нового здесь сохранить нельзя.
