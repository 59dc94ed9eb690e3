## Words shared by every part of the trainer.

# The language's own name, shown in the Settings list of languages.
language-name = English
