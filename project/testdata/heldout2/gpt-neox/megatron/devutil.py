import torch.cuda
class Metric:
def monitor_method_cuda_wall_times(metric, obj, methodname):
