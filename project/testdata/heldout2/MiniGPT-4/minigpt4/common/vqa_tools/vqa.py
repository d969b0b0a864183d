__author__ = "aagrawal"
__version__ = "0.9"
import json
import datetime
import copy
class VQA:
