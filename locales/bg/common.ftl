## Words shared by every part of the trainer.

language-name = Български
