from .dist_muon import build_dist_muon
from .optimizer_reshard import BlockShard, BucketConfig, ComputeLayout, Owned
__all__ = [
