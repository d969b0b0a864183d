import os
import sys
import re
from pathlib import Path
py_path = sys.executable
scripts_path = Path(sys.executable).parent
scripts_list = os.listdir(scripts_path)
