import glob
import subprocess
from typing import List, Union
def parse_input_paths(input_data: Union[str, List[str]]) -> List[str]:
def get_warmup_percentages(input_paths: Union[str, List[str]]) -> dict:
def warmup_datasets(input_paths: Union[str, List[str]]) -> None:
if __name__ == "__main__":
