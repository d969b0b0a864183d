from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
from library import train_util
from train_control_net import setup_parser, train
if __name__ == "__main__":
