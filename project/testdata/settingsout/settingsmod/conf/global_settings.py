import os
from datetime import datetime

# where the weights go
CHECKPOINT_PATH = 'checkpoint'
EPOCH = 200
SAVE_EPOCH = 10
TIME_NOW = datetime.now().strftime('%A_%d_%B_%Y_%Hh_%Mm_%Ss')
LOG_DIR = 'runs'
