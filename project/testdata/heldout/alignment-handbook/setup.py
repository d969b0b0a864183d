# Fixture: reduced setup.py of the alignment-handbook (same dependency table and extras).
import re

from setuptools import find_packages, setup

_deps = [
    "accelerate>=1.9.0",
    "bitsandbytes>=0.46.1",
    "black>=24.4.2",
    "datasets>=4.0.0",
    "deepspeed>=0.17.2",
    "einops>=0.8.1",
    "evaluate==0.4.0",
    "flake8>=6.0.0",
    "hf-doc-builder>=0.4.0",
    "huggingface-hub>=0.33.4,<1.0",
    "isort>=5.12.0",
    "liger-kernel>=0.6.0",
    "ninja>=1.11.1",
    "numpy>=1.24.2",
    "packaging>=23.0",
    "parameterized>=0.9.0",
    "peft>=0.16.0",
    "protobuf<=3.20.2",  # avoids a clash with transformers
    "pytest",
    "safetensors>=0.5.3",
    "sentencepiece>=0.2.0",
    "scipy",
    "tensorboard",
    "torch>=2.6.0",
    "transformers>=4.53.3",
    "trl>=0.19.1",
    "jinja2>=3.0.0",
    "tqdm>=4.64.1",
    "wandb",
]

# name -> full specifier
deps = {b: a for a, b in (re.findall(r"^(([^!=<>~ \[\]]+)(?:\[[^\]]+\])?(?:[!=<>~ ].*)?$)", x)[0] for x in _deps)}


def deps_list(*pkgs):
    return [deps[pkg] for pkg in pkgs]


extras = {}
extras["tests"] = deps_list("pytest", "parameterized")
extras["torch"] = deps_list("torch")
extras["quality"] = deps_list("black", "isort", "flake8")
extras["docs"] = deps_list("hf-doc-builder")
extras["dev"] = extras["docs"] + extras["quality"] + extras["tests"]

install_requires = [
    deps["accelerate"],
    deps["bitsandbytes"],
    deps["einops"],
    deps["evaluate"],
    deps["datasets"],
    deps["deepspeed"],
    deps["huggingface-hub"],
    deps["jinja2"],
    deps["liger-kernel"],
    deps["ninja"],
    deps["numpy"],
    deps["packaging"],
    deps["peft"],
    deps["protobuf"],
    deps["safetensors"],
    deps["sentencepiece"],
    deps["scipy"],
    deps["tensorboard"],
    deps["tqdm"],
    deps["transformers"],
    deps["trl"],
    deps["wandb"],
]

setup(
    name="alignment-handbook",
    version="0.4.0.dev0",
    description="The Alignment Handbook",
    license="Apache",
    url="https://github.com/huggingface/alignment-handbook",
    package_dir={"": "src"},
    packages=find_packages("src"),
    zip_safe=False,
    extras_require=extras,
    python_requires=">=3.10.9",
    install_requires=install_requires,
)
