from mmcv.runner import OptimizerHook, HOOKS
class DistOptimizerHook(OptimizerHook):
