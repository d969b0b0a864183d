__author__ = "aagrawal"
import sys
import re
class VQAEval:
