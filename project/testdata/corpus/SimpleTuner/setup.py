#!/usr/bin/env python3
# Fixture stub: same dependency lists and entry points as the real setup.py, no logic.

import os
import platform
import sys

from setuptools import find_packages, setup


def detect_platform():
    """Guess cuda / rocm / apple / cpu from the machine (only printed, never used for deps)."""
    return "cpu"


PYTORCH_DEPENDENCIES = [
    "torch>=2.11.0",
    "torchvision>=0.26.0",
    "torchaudio>=2.11.0",
]

APPLE_PYTORCH_DEPENDENCIES = [
    "torch>=2.13.0",
    "torchvision>=0.28.0",
    "torchaudio>=2.11.0",
]

TORCHAO_DEPENDENCY = "torchao>=0.17.0,<0.18.0"
TRANSFORMERENGINE_DEPENDENCY = "transformer_engine[pytorch]>=2.16.0,<2.17.0"
CUDA13_RUNTIME_DEPENDENCIES = [
    "nvidia-cublas>=13.3.0.5",
    "nvidia-cuda-nvrtc>=13.3.33",
    "nvidia-cuda-runtime>=13.3.29",
]


def get_cuda13_dependencies():
    """CUDA 13 deps (use --extra-index-url https://download.pytorch.org/whl/cu130)."""
    return [
        *PYTORCH_DEPENDENCIES,
        "triton>=3.3.0",
        "deepspeed>=0.17.2",
        TORCHAO_DEPENDENCY,
        "bitsandbytes>=0.45.0",
        "nvidia-cudnn-cu13",
        "nvidia-nccl-cu13",
        "nvidia-ml-py>=12.555",
        "lm-eval>=0.4.4",
    ]


def get_cuda_dependencies():
    return [
        *PYTORCH_DEPENDENCIES,
        "triton>=3.3.0",
        "bitsandbytes>=0.45.0",
        "deepspeed>=0.17.2",
        TORCHAO_DEPENDENCY,
        "nvidia-cudnn-cu12",
        "nvidia-nccl-cu12",
        "nvidia-ml-py>=12.555",
        "lm-eval>=0.4.4",
    ]


def get_rocm_dependencies():
    """ROCm deps (use --extra-index-url https://download.pytorch.org/whl/rocm7.1)."""
    return [*PYTORCH_DEPENDENCIES, "triton>=3.3.0", TORCHAO_DEPENDENCY]


def get_apple_dependencies():
    return [*APPLE_PYTORCH_DEPENDENCIES, TORCHAO_DEPENDENCY]


def get_cpu_dependencies():
    return [*PYTORCH_DEPENDENCIES, TORCHAO_DEPENDENCY]


PLATFORM_DEPENDENCIES = {
    "cuda": get_cuda_dependencies(),
    "rocm": get_rocm_dependencies(),
    "apple": get_apple_dependencies(),
    "cpu": get_cpu_dependencies(),
}


def get_platform_dependencies():
    """Defined but never called below: install_requires does not include platform deps."""
    return PLATFORM_DEPENDENCIES.get(os.environ.get("SIMPLETUNER_PLATFORM", detect_platform()), [])


# Base dependencies (no torch here; torch arrives through an extra or transitively)
base_deps = [
    "diffusers>=0.36.0",
    "transformers>=5.6.0",
    "datasets>=3.0.1",
    "wandb>=0.21.0",
    "accelerate>=1.5.2",
    "safetensors>=0.5.3",
    "open-clip-torch>=2.26.1",
    "peft>=0.18.0",
    "optimum-quanto>=0.2.7",
    "lycoris-lora>=3.4.0",
    "torch-optimi>=0.2.1",
    "toml>=0.10.2",
    "fastapi[standard]>=0.115.0",
    "huggingface-hub>=0.34.3",
    "sdnq>=0.2.3",
]

extras_require = {
    "jxl": ["pillow-jxl-plugin>=1.3.1"],
    "captioning": ["caption-flow[vllm]>=0.5.2"],
    "transformerengine": [TRANSFORMERENGINE_DEPENDENCY],
    "cuda13-transformerengine": [TRANSFORMERENGINE_DEPENDENCY, *CUDA13_RUNTIME_DEPENDENCIES],
    "dev": ["black>=23.0.0", "isort>=5.12.0", "pre-commit>=3.0.0"],
    "test": ["selenium>=4.0.0", "coverage>=7.0.0"],
    # Platform-specific extras - user must choose one
    "cuda": list(PLATFORM_DEPENDENCIES["cuda"]),
    "cuda13": get_cuda13_dependencies(),
    "rocm": get_rocm_dependencies(),
    "apple": list(PLATFORM_DEPENDENCIES["apple"]),
    "cpu": list(PLATFORM_DEPENDENCIES["cpu"]),
    "kubernetes": ["kubernetes>=36.0.3,<37.0.0"],
}

setup(
    name="simpletuner",
    version="4.8.0",
    packages=find_packages(),
    include_package_data=True,
    python_requires=">=3.12,<3.14",
    install_requires=base_deps,
    extras_require=extras_require,
    entry_points={
        "console_scripts": [
            "simpletuner=simpletuner.cli:main",
            "simpletuner-train=simpletuner.train:main",
            "simpletuner-configure=simpletuner.configure:main",
            "simpletuner-inference=simpletuner.inference:main",
            "simpletuner-server=simpletuner.service_worker:main",
        ],
    },
)

if __name__ == "__main__":
    print("Install with a platform extra:")
    print("  pip install '.[cuda]'                                                              # CUDA 12")
    print("  pip install '.[cuda13]' --extra-index-url https://download.pytorch.org/whl/cu130   # CUDA 13")
    print("  pip install '.[rocm]' --extra-index-url https://download.pytorch.org/whl/rocm7.1   # ROCm")
    print("  pip install '.[apple]'                                                              # macOS")
    print("  pip install '.[cpu]'                                                                # CPU only")
