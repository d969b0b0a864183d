import datetime
import gc
import json
import os
import shutil
import tempfile
from dataclasses import asdict
from pathlib import Path
from pprint import pformat
from typing import (
import psutil
import torch
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import (
from nanotron.constants import MODEL_CONFIG_FILE_NAME
from nanotron.data.dataloader import sanity_check_dataloader
from nanotron.eval import LightEvalRunner
from nanotron.helpers import (
from nanotron.logging import (
from nanotron.logging.timers import nanotron_timer
from nanotron.metrics_logging import MetricsLogger
from nanotron.models import NanotronModel, build_model
from nanotron.models.base import check_model_has_grad
from nanotron.models.llama import LlamaForTraining, RotaryEmbedding
from nanotron.models.qwen import Qwen2ForTraining
from nanotron.models.starcoder2 import Starcoder2ForTraining
from nanotron.optim.clip_grads import clip_grad_norm
from nanotron.parallel import ParallelContext
from nanotron.parallel.data_parallel.utils import sync_gradients_across_dp
from nanotron.parallel.parameters import NanotronParameter, sanity_check
from nanotron.parallel.pipeline_parallel.engine import (
from nanotron.parallel.pipeline_parallel.utils import get_pp_rank_of
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.parallel.tensor_parallel.nn import TensorParallelRowLinear
from nanotron.parallel.tied_parameters import (
from nanotron.random import set_random_seed
from nanotron.s3_checkpoints import S3Mover, check_path_is_local
from nanotron.sanity_checks import (
from nanotron.scaling.parametrization import ParametrizationMethod
from nanotron.serialize import (
from nanotron.serialize.metadata import DataStageMetadata, TrainingMetadata
from nanotron.serialize.optimizer import load_optimizer, state_dict_to_device
logger = logging.get_logger(__name__)
dist_logger = logging.get_logger(dist.dist.__name__)
CONFIG_TO_MODEL_CLASS = {
def get_size(bytes):
class DistributedTrainer:
        if self.init_checkpoint_path is not None and self.config.checkpoints.load_optimizer:
                root_folder=self.init_checkpoint_path,
        if self.init_checkpoint_path is not None and self.config.checkpoints.load_lr_scheduler:
                root_folder=self.init_checkpoint_path,
        if self.init_checkpoint_path is not None and self.config.checkpoints.load_lr_scheduler:
            checkpoint_metadata = load_meta(
                parallel_context=self.parallel_context, root_folder=self.init_checkpoint_path
            assert isinstance(checkpoint_metadata.metas, TrainingMetadata)
            log_rank(str(checkpoint_metadata), logger=logger, level=logging.INFO, rank=0)
            self.metadata: TrainingMetadata = checkpoint_metadata.metas
            ), f"Loaded checkpoint has already trained {self.metadata.last_train_step} batches, you need to specify a higher `config.tokens.train_steps`"
        if os.environ.get("NANOTRON_BENCHMARK", "0") == "1":
        self.init_checkpoint_path = parse_ckpt_path(config=self.config, parallel_context=self.parallel_context)
            dummy = bool(int(os.environ.get("LOCAL_RANK", None)) != 0)
                local_path=self.config.checkpoints.checkpoints_path,
                    # If we have S3 upload enabled, use the eval_single_checkpoint as post-upload callback
                    self.s3_mover.post_upload_callback = self.lighteval_runner.eval_single_checkpoint
                os.environ.get("NANOTRON_BENCHMARK", "0") != "1"
                x_stats_sampling_interval = os.environ.get("STATS_SAMPLING_INTERVAL_IN_SEC", None)
        # Update our background upload/removal of checkpoints
        if self.config.checkpoints.save_initial_state and self.init_checkpoint_path is None:
            self.save_checkpoint()
                if self.iteration_step % self.config.checkpoints.checkpoint_interval == 0:
                    self.save_checkpoint()
        if self.config.checkpoints.save_final_state:
            self.save_checkpoint()
            self.init_checkpoint_path is not None
            and self.config.checkpoints.load_optimizer
        if os.environ.get("DEBUG_CPU", "0") == "1":
        if os.environ.get("ENABLE_TIMERS", "0") == "1":
        if os.environ.get("DEBUG_DL", "1") == "1":
        if os.environ.get("NANOTRON_BENCHMARK", "0") == "1" and self.iteration_step == 4:
        """Initialize the model and load weights from checkpoint if needed."""
                    f"Finetuning a model with a sequence length {self.config.tokens.sequence_length} that is different from the checkpoint's max_position_embeddings {self.model_config.max_position_embeddings}.",  # noqa
        model = self._load_model_checkpoint(model)
    def _load_model_checkpoint(self, model: NanotronModel) -> NanotronModel:
        reloaded_from_checkpoint = False
        if self.init_checkpoint_path is not None:
            # Load from a pre existing checkpoint
            if check_path_is_local(self.init_checkpoint_path):
                # Reload from a training checkpoint
                    f"Loading weights from {self.init_checkpoint_path}", logger=logger, level=logging.INFO, rank=0
                    root_folder=self.init_checkpoint_path,
            reloaded_from_checkpoint = True
        if not reloaded_from_checkpoint:
            log_rank("No checkpoint path provided.", logger=logger, level=logging.INFO, rank=0)
                # Initialize model from an pretrained model checkpoint (without optimizer, lr_scheduler...)
    def pre_save_checkpoint(self) -> Path:
                # Verify that the new interval is a multiple of checkpoint_interval
                elif new_eval_interval % self.config.checkpoints.checkpoint_interval == 0:
