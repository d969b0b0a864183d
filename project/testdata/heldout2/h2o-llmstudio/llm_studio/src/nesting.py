from collections import defaultdict
from pydantic.dataclasses import dataclass
@dataclass
class Dependency:
class Nesting:
