import re
import hashlib
from typing import Dict, Callable, NamedTuple
from pathlib import Path
class Info(NamedTuple):
def hash(i: Info, algo='sha1') -> str:
pattern = re.compile(r'\[([\w:]+)\]')
def format(match: re.Match, info: Info) -> str:
