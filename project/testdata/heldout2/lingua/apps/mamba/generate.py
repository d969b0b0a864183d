import time
from dataclasses import dataclass
from omegaconf import OmegaConf
import torch
from torch import nn
from lingua.args import dataclass_from_dict
from lingua.tokenizer import Tokenizer
from apps.main.generate import (
from apps.mamba.core_mamba import SSM
from apps.mamba.mamba import LMMambaArgs, LMMamba, StateCache
@dataclass
class PackedCausalMambaGeneratorArgs(PackedCausalTransformerGeneratorArgs):
class PackedCausalMambaGenerator(PackedCausalTransformerGenerator):
def main():
if __name__ == "__main__":
