# mingpt/bpe.py (fixture stub)
