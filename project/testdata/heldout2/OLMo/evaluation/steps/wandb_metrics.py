from typing import Tuple
import wandb
from tango import Step
class LogMetrics(Step):
        #         dir=str(self.work_dir),
