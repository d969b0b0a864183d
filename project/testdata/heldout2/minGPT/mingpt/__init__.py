# mingpt/__init__.py (fixture stub)
