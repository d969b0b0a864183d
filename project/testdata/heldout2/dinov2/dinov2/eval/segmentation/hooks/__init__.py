from .optimizer import DistOptimizerHook
