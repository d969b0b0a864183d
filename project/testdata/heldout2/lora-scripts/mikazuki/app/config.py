import os
import json
from pathlib import Path
from mikazuki.log import log
class Config:
app_config = Config(Path(__file__).parents[2].absolute() / "assets" / "config.json")
