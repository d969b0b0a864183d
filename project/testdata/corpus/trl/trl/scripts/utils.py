from dataclasses import dataclass, field


@dataclass
class ScriptArguments:
    dataset_name: str | None = field(default=None, metadata={"help": "Dataset path or Hub name."})
    dataset_config: str | None = field(default=None)
    dataset_train_split: str = field(default="train")
    dataset_test_split: str = field(default="test")
    dataset_streaming: bool = field(default=False)


@dataclass
class DatasetMixtureConfig:
    datasets: list = field(default_factory=list)
    streaming: bool = field(default=False)


class TrlParser:
    """HfArgumentParser plus a `--config <yaml>` flag.

    The YAML's values become defaults (CLI flags still win); an optional `env:` mapping in the YAML is
    exported as environment variables. No dataclass may have a field called `config`.
    """

    def __init__(self, dataclass_types, prog=None):
        self.dataclass_types = dataclass_types

    def parse_args_and_config(self, args=None, return_remaining_strings=False, fail_with_unknown_args=True):
        ...
