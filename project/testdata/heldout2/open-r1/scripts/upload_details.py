from dataclasses import dataclass, field
from typing import List
from datasets import load_dataset
from transformers import HfArgumentParser
@dataclass
class ScriptArguments:
    data_files: List[str] = field(default_factory=list)
def main():
    parser = HfArgumentParser(ScriptArguments)
    url = ds.push_to_hub(args.hub_repo_id, config_name=args.config_name, private=True)
if __name__ == "__main__":
