from dataclasses import dataclass, field


@dataclass
class ModelConfig:
    model_name_or_path: str | None = field(default=None, metadata={"help": "Model checkpoint for weights initialization."})
    model_revision: str = field(default="main")
    dtype: str | None = field(default="float32", metadata={"choices": ["auto", "bfloat16", "float16", "float32"]})
    attn_implementation: str | None = field(default=None)
    use_peft: bool = field(default=False)
    lora_r: int = field(default=16)
    lora_alpha: int = field(default=32)
    load_in_4bit: bool = field(default=False)
