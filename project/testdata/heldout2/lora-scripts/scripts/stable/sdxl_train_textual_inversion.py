import argparse
import os
import regex
import torch
from library.device_utils import init_ipex
from library import sdxl_model_util, sdxl_train_util, train_util
import train_textual_inversion
class SdxlTextualInversionTrainer(train_textual_inversion.TextualInversionTrainer):
def setup_parser() -> argparse.ArgumentParser:
if __name__ == "__main__":
