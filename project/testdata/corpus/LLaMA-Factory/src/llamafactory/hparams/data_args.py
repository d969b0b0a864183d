from dataclasses import dataclass, field


@dataclass
class DataArguments:
    template: str | None = field(default=None)
    dataset: str | None = field(default=None)
    dataset_dir: str = field(default="data", metadata={"help": "folder holding dataset_info.json and the data files"})
    cutoff_len: int = field(default=2048)
    tokenized_path: str | None = field(default=None)
