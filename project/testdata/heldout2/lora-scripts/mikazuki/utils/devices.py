from mikazuki.log import log
from packaging.version import Version
available_devices = []
printable_devices = []
def check_torch_gpu():
