class Registry:
registry = Registry()
