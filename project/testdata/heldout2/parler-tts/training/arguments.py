from dataclasses import dataclass, field
from typing import Optional, List
from transformers import Seq2SeqTrainingArguments
@dataclass
class ModelArguments:
    model_name_or_path: str = field(
    config_name: Optional[str] = field(
    feature_extractor_name: Optional[str] = field(
    description_tokenizer_name: Optional[str] = field(
    prompt_tokenizer_name: Optional[str] = field(
    cache_dir: Optional[str] = field(
    use_fast_tokenizer: bool = field(
    model_revision: str = field(
    pad_token_id: int = field(
    decoder_start_token_id: int = field(
    freeze_text_encoder: bool = field(
    do_sample: bool = field(
    temperature: float = field(
    max_length: int = field(
    bandwidth: float = field(
    asr_model_name_or_path: str = field(
    clap_model_name_or_path: str = field(
    attn_implementation: str = field(
    cross_attention_implementation_strategy: str = field(
    prompt_padding_side: Optional[str] = field(
@dataclass
class DataTrainingArguments:
    Using `HfArgumentParser` we can turn this class
    train_dataset_name: str = field(
    train_dataset_config_name: Optional[str] = field(
    train_split_name: str = field(
    train_dataset_samples: str = field(
    train_metadata_dataset_name: str = field(
    eval_dataset_name: str = field(
    eval_dataset_config_name: Optional[str] = field(
    eval_split_name: str = field(
    eval_metadata_dataset_name: str = field(
    target_audio_column_name: str = field(
    description_column_name: str = field(
    prompt_column_name: str = field(
    overwrite_cache: bool = field(
    preprocessing_num_workers: Optional[int] = field(
    max_train_samples: Optional[int] = field(
    max_eval_samples: Optional[int] = field(
    max_duration_in_seconds: float = field(
    min_duration_in_seconds: float = field(
    max_text_length: int = field(
    max_prompt_token_length: int = field(
    max_description_token_length: int = field(
    pad_to_max_length: bool = field(
    preprocessing_only: bool = field(
    token: str = field(
    use_auth_token: bool = field(
    trust_remote_code: bool = field(
    add_audio_samples_to_wandb: bool = field(
    id_column_name: str = field(default=None, metadata={"help": "id column name."})
    wandb_project: str = field(
    wandb_run_name: str = field(
    save_to_disk: str = field(
    temporary_save_to_disk: str = field(default=None, metadata={"help": "Temporarily save audio labels here."})
    save_codec_steps: Optional[int] = field(
    pad_to_multiple_of: Optional[int] = field(
@dataclass
class ParlerTTSTrainingArguments(Seq2SeqTrainingArguments):
    dtype: Optional[str] = field(
    audio_encoder_per_device_batch_size: int = field(
    eval_dataloader_num_workers: Optional[int] = field(
    compute_clap_similarity_metric: bool = field(
    compute_noise_level_metric: bool = field(
    noise_level_to_compute_clean_wer: float = field(
    eval_generation_steps: Optional[int] = field(
    codebook_weights: Optional[List[float]] = field(
