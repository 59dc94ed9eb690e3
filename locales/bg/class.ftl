## A teacher's class table (shashki progress --all) and deleting profiles.

class-title = Напредък на класа, { $date }
class-name = Име
class-lessons = Уроци
class-stars = Звезди
class-quiz = Викт.
class-drills = Упр.
class-puzzles = Задачи
class-rating = Рейтинг
class-due = Повт.
class-last = Последно
class-never = никога
class-unreadable = не може да се прочете: { $why }
class-set-aside = файлът с напредъка е повреден и е запазен като { $file }
class-legend = Уроци: завършени уроци. Викт.: най-добър резултат във викторината. Упр.: най-добър резултат в упражненията (в скоби - колко упражнения са правени). Задачи: решени задачи. Повт.: пропуснати задачи, които е време да се повторят.
class-legend-rating = Рейтинг: рейтинг от задачите ({ $variants }).
class-marks = ★ спечелена звезда, ✓ завършен урок, · започнат урок. Колоните на уроците са номерирани като в списъка отдолу.
class-empty = В { $dir } още няма профили: тук никой не е учил.

ui-settings-delete-profile = Изтрий профил...
ui-profile-delete-which = Чий профил да изтрием?
ui-profile-delete-confirm = Да изтрием ли профила { $name }? Напредъкът му ще бъде преместен в { $path }.
ui-profile-delete-no = Не
ui-profile-delete-yes = Да, изтрий
ui-profile-deleted = Профилът { $name } е изтрит. Напредъкът и запазените партии са в { $path }: за да ги върнеш, премести тази папка обратно.

sheet-weak-title = Викторина по шашки за { $name }: какво да поупражниш
sheet-puzzles-title = Задачи по шашки
sheet-puzzles-weak-title = Задачи за { $name } - опитай пак
