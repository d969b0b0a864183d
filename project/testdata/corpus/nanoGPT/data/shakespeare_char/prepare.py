"""Stub: downloads tiny shakespeare and writes train.bin, val.bin and meta.pkl (char-level)."""
import os
import pickle
import requests
import numpy as np

input_file_path = os.path.join(os.path.dirname(__file__), 'input.txt')
