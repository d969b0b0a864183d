"""Config loading: a Python config file, then --dotted.key overrides (fixture stub)."""


def parse_configs():
    raise NotImplementedError
