# mingpt/utils.py (fixture stub)
