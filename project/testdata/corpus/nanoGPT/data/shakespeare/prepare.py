"""Stub: downloads tiny shakespeare and writes GPT-2 BPE train.bin / val.bin."""
import os
import requests
import tiktoken
import numpy as np
