# mingpt/trainer.py (fixture stub)
