# Fixture: reduced setup.py (same requirements source, extras and python_requires).
import os

from setuptools import find_packages, setup

_build_mode = os.getenv("OPENRLHF_BUILD_MODE", "")


def _fetch_requirements(path):
    with open(path, "r") as fd:
        return [r.strip() for r in fd.readlines()]


def _fetch_version():
    with open("version.txt", "r") as f:
        return f.read().strip()


setup(
    author="OpenRLHF Team",
    name="openrlhf-nightly" if _build_mode.lower() == "nightly" else "openrlhf",
    version=_fetch_version(),
    packages=find_packages(exclude=("data", "docs", "examples")),
    description="A Ray-based High-performance RLHF framework.",
    install_requires=_fetch_requirements("requirements.txt"),
    extras_require={
        "vllm": ["vllm==0.27.1"],
        "vllm_latest": ["vllm>=0.27.1"],
        "ring": ["ring_flash_attn"],
        "liger": ["liger_kernel"],
    },
    python_requires=">=3.10",
    classifiers=[
        "Programming Language :: Python :: 3.10",
        "Programming Language :: Python :: 3.11",
        "Programming Language :: Python :: 3.12",
        "Environment :: GPU :: NVIDIA CUDA",
    ],
)
