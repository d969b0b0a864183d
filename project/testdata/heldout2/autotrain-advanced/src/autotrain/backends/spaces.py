import io
from huggingface_hub import HfApi
from autotrain.backends.base import BaseBackend
from autotrain.trainers.generic.params import GenericParams
_DOCKERFILE = """
_DOCKERFILE = _DOCKERFILE.replace("\n", " ").replace("  ", "\n").strip()
class SpaceRunner(BaseBackend):
