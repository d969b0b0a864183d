from dataclasses import dataclass
import logging
@dataclass
class NeoXArgsTemplate:
