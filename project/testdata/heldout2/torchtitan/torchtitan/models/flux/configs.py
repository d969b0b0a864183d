from dataclasses import dataclass, field
@dataclass(kw_only=True, slots=True)
class FluxEncoderConfig:
    clip_encoder: str = ""
    """Autoencoder checkpoint path to load. This should be a local path referring to a safetensors file."""
@dataclass(kw_only=True, slots=True)
class SamplingConfig:
    classifier_free_guidance_scale: float = 5.0
    denoising_steps: int = 50
@dataclass(kw_only=True, slots=True)
class Inference:
    save_img_folder: str = "inference_results"
    prompts_path: str = "./torchtitan/experiments/flux/inference/prompts.txt"
    local_batch_size: int = 2
    img_size: int = 256
    sampling: SamplingConfig = field(default_factory=SamplingConfig)
