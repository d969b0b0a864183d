import logging
import os
import sys
logger = logging.getLogger()
def init_logger() -> None:
    os.environ["KINETO_LOG_LEVEL"] = "5"
def warn_once(logger: logging.Logger, msg: str) -> None:
