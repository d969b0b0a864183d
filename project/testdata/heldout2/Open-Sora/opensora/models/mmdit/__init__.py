from .model import Flux
