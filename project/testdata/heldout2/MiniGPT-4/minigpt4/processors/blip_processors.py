import re
from minigpt4.common.registry import registry
from minigpt4.processors.base_processor import BaseProcessor
from minigpt4.processors.randaugment import RandomAugment
from omegaconf import OmegaConf
from torchvision import transforms
from torchvision.transforms.functional import InterpolationMode
class BlipImageBaseProcessor(BaseProcessor):
class BlipCaptionProcessor(BaseProcessor):
class Blip2ImageTrainProcessor(BlipImageBaseProcessor):
class Blip2ImageEvalProcessor(BlipImageBaseProcessor):
