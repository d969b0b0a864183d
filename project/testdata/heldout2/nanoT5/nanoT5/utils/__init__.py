# fixture stub: the helpers main.py imports
