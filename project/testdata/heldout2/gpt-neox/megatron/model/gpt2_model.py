import math
import torch
import torch.nn as nn
from collections import defaultdict
from functools import partial
from megatron.model.utils import Lambda, SequentialWrapper, recursive_setattr
from megatron.model.norms import get_norm
from megatron.model.init_functions import get_init_methods
from megatron import mpu
from megatron.mpu import ParallelRelativePositionBias
from megatron.model.transformer import (
from megatron.model.gmlp import GMLPBlock
from megatron.model.rwkv.v6 import RWKVResidualLayerPipe
from megatron.model.mamba import ParallelMambaResidualLayerPipe
from megatron.model.word_embeddings import EmbeddingPipe, SoftEmbedding
from deepspeed.pipe import PipelineModule, LayerSpec, TiedLayerSpec
from typing import Union, List
def gpt2_attention_mask_func(attention_scores, ltor_mask):
def cross_entropy(output, labels, _fp16=False):
def _pre_transformer_block(args):
def _post_transformer_block(args):
class GPT2ModelPipe(PipelineModule, torch.nn.Module):
            activation_checkpoint_interval=self.neox_args.checkpoint_num_layers
            if self.neox_args.checkpoint_activations
            checkpointable_layers=[
            activation_checkpoint_interval=self.activation_checkpoint_interval,
            checkpointable_layers=[
            self.activation_checkpoint_interval,
            self.activation_checkpoint_func,
