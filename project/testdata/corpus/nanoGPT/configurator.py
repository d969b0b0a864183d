"""
Stub of nanoGPT's configurator. train.py, sample.py and bench.py exec() this file
inside their own globals, so it is not imported as a module.

Rules it enforces on sys.argv[1:]:
  * a word without '='  -> path of a Python config file; it is exec'd (positional config)
  * '--name=value'      -> overrides an existing global; the space form '--name value' fails
  * an unknown name or a value of another type is an error
"""

import sys
from ast import literal_eval


def _coerce(text):
    try:
        return literal_eval(text)
    except (SyntaxError, ValueError):
        return text


for _item in sys.argv[1:]:
    if '=' in _item:
        assert _item.startswith('--')
        _name, _raw = _item[2:].split('=')
        if _name not in globals():
            raise ValueError(f"Unknown config key: {_name}")
        _value = _coerce(_raw)
        assert type(_value) == type(globals()[_name])
        globals()[_name] = _value
    else:
        assert not _item.startswith('--')
        exec(open(_item).read())
