    sl.init_structured_logger(source="training", output_dir="./outputs")
from torchtitan.observability.structured_logger.step_state import (
from torchtitan.observability.structured_logger.structured_logging import (
__all__ = [
