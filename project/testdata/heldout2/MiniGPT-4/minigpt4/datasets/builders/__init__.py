from minigpt4.datasets.builders.base_dataset_builder import load_dataset_config
from minigpt4.datasets.builders.image_text_pair_builder import (
from minigpt4.common.registry import registry
__all__ = [
def load_dataset(name, cfg_path=None, vis_path=None, data_type=None):
class DatasetZoo:
dataset_zoo = DatasetZoo()
