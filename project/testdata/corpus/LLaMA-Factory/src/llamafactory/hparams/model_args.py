from dataclasses import dataclass, field


@dataclass
class ModelArguments:
    model_name_or_path: str | None = field(default=None, metadata={"help": "model path or hub id"})
    adapter_name_or_path: str | None = field(default=None)
    trust_remote_code: bool = field(default=False)

    def __post_init__(self):
        if self.model_name_or_path is None:
            raise ValueError("Please provide `model_name_or_path`.")
