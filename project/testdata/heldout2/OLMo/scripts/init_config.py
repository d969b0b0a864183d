import logging
import sys
from pathlib import Path
from typing import List
from olmo import TrainConfig
from olmo.exceptions import OLMoCliError
from olmo.util import clean_opt, prepare_cli_environment
log = logging.getLogger(__name__)
def main(save_path: Path, args_list: List[str]) -> None:
if __name__ == "__main__":
        save_path, args_list = sys.argv[1], sys.argv[2:]
        raise OLMoCliError(f"Usage: {sys.argv[0]} [SAVE_PATH] [OPTIONS]")
