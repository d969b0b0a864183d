from .config import *
from .model import *
from .tokenizer import *
def check_install(cuda: bool = False):
