from dataclasses import dataclass, field

from transformers import TrainingArguments


@dataclass
class SFTConfig(TrainingArguments):
    # output_dir is inherited from transformers.TrainingArguments: default None, which
    # transformers turns into "trainer_output".
    learning_rate: float = field(default=2e-5)
    logging_steps: float = field(default=10)
    bf16: bool | None = field(default=None)  # None -> True unless fp16
    dataset_text_field: str = field(default="text")
    max_length: int | None = field(default=1024)
    packing: bool = field(default=False)
