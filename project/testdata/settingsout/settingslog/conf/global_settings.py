from datetime import datetime

TIME_NOW = datetime.now().strftime('%A_%d_%B_%Y')
LOG_DIR = 'runs'
