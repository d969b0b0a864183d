import copy
import logging
import os
import time
from datetime import datetime
from pydoc import locate
from typing import Any, Dict, List, Optional
import numpy as np
import pandas as pd
import pytz
from catwalk.dependencies.lm_eval.utils import simple_parse_args_string
from catwalk.model import Model
from catwalk.models import MODELS, add_decoder_only_model
from catwalk.task import rc_metrics
from catwalk.tasks import TASKS, get_instances
from catwalk.tasks.tasks_lm import TASKS_LM
from catwalk.utils import guess_instance_id
from tango.step import Step
logger = logging.getLogger(__name__)
class ConstructTaskDict(Step):
            if "EVAL_DATA_PATH" in os.environ:
                files = [os.path.join(os.environ["EVAL_DATA_PATH"], filename) for filename in kwargs["files"]]
class ConstructCatwalkModel(Step):
class ProcessOutputs(Step):
class PredictAndCalculateMetricsStep(Step):
class WriteOutputsAsRows(Step):
class WriteOutputsAsRowsMultipleMetrics(Step):
def write_to_gsheet(gsheet: str, rows: List[Dict], sheet_title: str = "Sheet1"):
    client = pygsheets.authorize(service_account_json=os.environ["GDRIVE_SERVICE_ACCOUNT_JSON"])
