## A teacher's class table (shashki progress --all) and deleting profiles.

class-title = Успехи класса, { $date }
class-name = Имя
class-lessons = Уроки
class-stars = Звёзды
class-quiz = Викт.
class-drills = Упр.
class-puzzles = Задачи
class-rating = Рейтинг
class-due = Повт.
class-last = Был(а)
class-never = ни разу
class-unreadable = не удалось прочитать: { $why }
class-set-aside = файл успехов повреждён и лежит в { $file }
class-legend = Уроки: пройденные уроки. Викт.: лучший результат викторины. Упр.: лучший результат упражнений (в скобках - сколько упражнений пройдено). Задачи: решённые задачи. Повт.: пропущенные задания, которые пора повторить.
class-legend-rating = Рейтинг: рейтинг по задачам ({ $variants }).
class-marks = ★ заработанная звезда, ✓ урок пройден, · урок начат. Столбцы уроков пронумерованы, как в списке ниже.
class-empty = В { $dir } пока нет профилей: здесь ещё никто не занимался.

ui-settings-delete-profile = Удалить профиль...
ui-profile-delete-which = Чей профиль удалить?
ui-profile-delete-confirm = Удалить профиль { $name }? Его успехи будут перенесены в { $path }.
ui-profile-delete-no = Нет
ui-profile-delete-yes = Да, удалить
ui-profile-deleted = Профиль { $name } удалён. Его успехи и сохранённые партии лежат в { $path }: чтобы всё вернуть, перенеси эту папку обратно.

sheet-weak-title = { $name }: викторина по шашкам, что потренировать
sheet-puzzles-title = Задачи по шашкам
sheet-puzzles-weak-title = { $name }: задачи, чтобы попробовать ещё раз
