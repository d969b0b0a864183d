import subprocess
import sys
import os
import threading
import uuid
from enum import Enum
from typing import Dict, List
from subprocess import Popen, PIPE, TimeoutExpired, CalledProcessError, CompletedProcess
import psutil
from mikazuki.log import log
def kill_proc_tree(pid, including_parent=True):
class TaskStatus(Enum):
class Task:
        self.environ = environ or os.environ
class TaskManager:
tm = TaskManager()
