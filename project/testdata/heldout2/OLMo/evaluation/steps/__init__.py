from evaluation.steps.get_model import *  # noqa: F401
from evaluation.steps.run_catwalk import *  # noqa: F401
