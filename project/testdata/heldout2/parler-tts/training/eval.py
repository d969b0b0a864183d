import torch
from torchaudio.pipelines import SQUIM_OBJECTIVE
import torchaudio
import evaluate
from transformers import (
from accelerate.utils.memory import release_memory
import numpy as np
def clap_similarity(clap_model_name_or_path, texts, audios, device, input_sampling_rate=44100):
def si_sdr(audios, device, input_sampling_rate=44100):
def wer(
