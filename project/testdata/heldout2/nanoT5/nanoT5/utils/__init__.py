from .gen_utils import *
from .model_utils import *
from .train_utils import *
