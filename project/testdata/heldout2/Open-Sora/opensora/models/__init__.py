from .dc_ae import *
from .hunyuan_vae import *
from .mmdit import *
from .text import *
from .vae import *
