from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Union
import torch
from nanotron.config import Config
@dataclass
class DoReMiArgs:
    smoothing_param: float = 1e-3
    step_size: float = 1.0
    # reference model checkpoint for proxy training
    ref_model_resume_checkpoint_path: Optional[Path] = None
        assert self.ref_model_resume_checkpoint_path is not None, "Reference model checkpoint path must be provided."
        self.ref_model_resume_checkpoint_path = Path(self.ref_model_resume_checkpoint_path)
@dataclass(kw_only=True)  # pylint: disable=unexpected-keyword-arg
class DoReMiConfig(Config):
