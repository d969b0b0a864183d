from dataclasses import dataclass, field


@dataclass
class VLMConfig:
    vit_hidden_dim: int = 768
    lm_model_type: str = 'HuggingFaceTB/SmolLM2-135M'
    vlm_load_backbone_weights: bool = True
    vlm_checkpoint_path: str = 'checkpoints'
    hf_repo_name: str = 'tinyVLM'


@dataclass
class TrainConfig:
    lr_mp: float = 0.005
    batch_size: int = 8
    train_dataset_path: str = 'someone/some_dataset'
    resume_from_vlm_checkpoint: bool = False
