# fixture stub: TrainingArguments extends transformers.Seq2SeqTrainingArguments, so `output_dir`
# comes from transformers (its own default, not set here); every example YAML sets output_dir.
from dataclasses import dataclass, field


@dataclass
class TrainingArguments:
    overwrite_output_dir: bool = field(default=False)
    profiler_output_dir: str | None = field(default=None, metadata={"help": "defaults to <output_dir>/profiler"})
