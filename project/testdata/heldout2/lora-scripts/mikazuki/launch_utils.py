import locale
import os
import platform
import re
import shutil
import subprocess
import sys
import socket
import sysconfig
from typing import List
from pathlib import Path
from typing import Optional
import pkg_resources
from mikazuki.log import log
python_bin = sys.executable
def base_dir_path():
def find_windows_git():
def prepare_git():
            os.environ["PATH"] += os.pathsep + os.path.dirname(git_path)
def prepare_submodules():
def git_tag(path: str) -> str:
def check_dirs(dirs: List):
def run(command,
        result = subprocess.run(command, shell=shell, env=os.environ if custom_env is None else custom_env)
                            shell=shell, env=os.environ if custom_env is None else custom_env)
def is_installed(package, friendly: str = None):
def validate_requirements(requirements_file: str):
def setup_windows_bitsandbytes():
    # bnb_windows_index = os.environ.get("BNB_WINDOWS_INDEX", "https://jihulab.com/api/v4/projects/140618/packages/pypi/simple")
def setup_onnxruntime(
    onnx_version = os.environ.get("ONNXRUNTIME_VERSION", onnx_version)
def run_pip(command, desc=None, live=False):
def pip_install(package: str, version: Optional[str] = None, index_url: Optional[str] = None, live: bool = True):
def check_run(file: str) -> bool:
def network_gfw_test(timeout=3):
def prepare_environment(disable_auto_mirror: bool = True, prepare_onnxruntime: bool = True):
        os.environ["XFORMERS_FORCE_DISABLE_TRITON"] = "1"
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
    os.environ["BITSANDBYTES_NOWELCOME"] = "1"
    os.environ["PYTHONWARNINGS"] = "ignore::UserWarning"
    os.environ["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
        os.environ.setdefault("PIP_FIND_LINKS", "https://mirror.sjtu.edu.cn/pytorch-wheels/torch_stable.html")
        os.environ.setdefault("PIP_INDEX_URL", "https://pypi.tuna.tsinghua.edu.cn/simple")
        os.environ.setdefault("HF_ENDPOINT", "https://hf-mirror.com")
    if not os.environ.get("PATH"):
        os.environ["PATH"] = os.path.dirname(sys.executable)
def catch_exception(f):
def check_port_avaliable(port: int):
def find_avaliable_ports(port_init: int, port_range: int):
