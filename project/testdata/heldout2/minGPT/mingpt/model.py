# mingpt/model.py (fixture stub)
