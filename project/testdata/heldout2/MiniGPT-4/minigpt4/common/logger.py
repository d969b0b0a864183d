import datetime
import logging
import time
from collections import defaultdict, deque
import torch
import torch.distributed as dist
from minigpt4.common import dist_utils
class SmoothedValue(object):
class MetricLogger(object):
class AttrDict(dict):
def setup_logger():
