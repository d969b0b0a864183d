import math
import os
ASPECT_RATIO_LD_LIST = [  # width:height
def get_ratio(name: str) -> float:
def get_aspect_ratios_dict(
    total_pixels: int = 256 * 256, training: bool = True
    D = int(os.environ.get("AE_SPATIAL_COMPRESSION", 16))
def get_num_pexels(aspect_ratios_dict: dict[str, tuple[int, int]]) -> dict[str, int]:
def get_num_tokens(aspect_ratios_dict: dict[str, tuple[int, int]]) -> dict[str, int]:
    D = int(os.environ.get("AE_SPATIAL_COMPRESSION", 16))
def get_num_pexels_from_name(resolution: str) -> int:
def get_resolution_with_aspect_ratio(
def get_closest_ratio(height: float, width: float, ratios: dict) -> str:
def get_image_size(
def bucket_to_shapes(bucket_config, batch_size=None):
