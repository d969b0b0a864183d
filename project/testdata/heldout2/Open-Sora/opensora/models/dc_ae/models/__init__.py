from .dc_ae import *
