import re
from typing import Dict, List, Tuple
from PIL import Image
tag_escape_pattern = re.compile(r'([\\()])')
class Interrogator:
