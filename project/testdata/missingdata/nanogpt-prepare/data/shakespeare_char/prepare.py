import os

import numpy as np

input_file_path = os.path.join(os.path.dirname(__file__), 'input.txt')
data = open(input_file_path).read()
ids = np.array([ord(c) for c in data], dtype=np.uint16)
ids.tofile(os.path.join(os.path.dirname(__file__), 'train.bin'))
