from enum import Enum
import os
from pathlib import Path
from typing import Any, Dict, Optional
class ClusterType(Enum):
def _guess_cluster_type() -> ClusterType:
def get_cluster_type(cluster_type: Optional[ClusterType] = None) -> Optional[ClusterType]:
def get_checkpoint_path(cluster_type: Optional[ClusterType] = None) -> Optional[Path]:
        ClusterType.AWS: "checkpoints",
        ClusterType.FAIR: "checkpoint",
        ClusterType.RSC: "checkpoint/dino",
def get_user_checkpoint_path(cluster_type: Optional[ClusterType] = None) -> Optional[Path]:
    checkpoint_path = get_checkpoint_path(cluster_type)
    if checkpoint_path is None:
    username = os.environ.get("USER")
    return checkpoint_path / username
def get_slurm_partition(cluster_type: Optional[ClusterType] = None) -> Optional[str]:
def get_slurm_executor_parameters(
