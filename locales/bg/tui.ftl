## The screens: menus, titles, buttons, footers, dialogs.
