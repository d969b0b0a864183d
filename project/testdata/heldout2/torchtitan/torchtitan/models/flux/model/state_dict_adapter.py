import json
import logging
import os
import re
from collections import defaultdict
from typing import Any
import torch
from torchtitan.protocols.state_dict_adapter import StateDictAdapter
from .model import FluxModel
logger = logging.getLogger()
class FluxStateDictAdapter(StateDictAdapter):
                    Defaulting to saving a single safetensors file if checkpoint is saved in HF format.",
