import random
import math
import numpy as np
class MaskingGenerator:
