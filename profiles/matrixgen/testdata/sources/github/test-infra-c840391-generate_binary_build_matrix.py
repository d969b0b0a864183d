# Extract of https://github.com/pytorch/test-infra/blob/c840391a15b90d8bc60be5667e7612fbb90b6bfe/tools/scripts/generate_binary_build_matrix.py
# (branch release/2.14 on 2026-08-21, 716 lines): the assignments matrixgen reads, verbatim,
# each headed by its line numbers; everything else is left out (README.md).
# ... lines 24-32
# 3.15 / 3.15t are enabled by default on the nightly and test channels for every
# operating system. They are deliberately absent from "release": 3.15 is still a
# CPython pre-release, so it must not appear in the release matrix or on the
# getting-started page until it ships final.
PYTHON_ARCHES_DICT = {
    "nightly": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t", "3.15", "3.15t"],
    "test": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t", "3.15", "3.15t"],
    "release": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
}
# ... lines 34-37
# Python versions for which only torch is validated (no torchvision). torchvision
# wheels are not published for these versions yet, so the install command must
# request torch alone.
TORCH_ONLY_PYTHON_ARCHES = ["3.15", "3.15t"]
# ... lines 46-50
CUDA_ARCHES_DICT = {
    "nightly": ["12.6", "13.0", "13.2"],
    "test": ["12.6", "13.0", "13.2"],
    "release": ["12.6", "13.0", "13.2"],
}
# ... lines 58-63
CUDA_CUDNN_VERSIONS = {
    "12.6": {"cuda": "12.6.3", "cudnn": "9"},
    "12.8": {"cuda": "12.8.0", "cudnn": "9"},
    "13.0": {"cuda": "13.0.0", "cudnn": "9"},
    "13.2": {"cuda": "13.2.0", "cudnn": "9"},
}
# ... lines 65-69
STABLE_CUDA_VERSIONS = {
    "nightly": "13.0",
    "test": "13.0",
    "release": "13.0",
}
# ... lines 71-71
CUDA_AARCH64_ARCHES = ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"]
# ... lines 100-100
CURRENT_NIGHTLY_VERSION = "2.14.0"
# ... lines 101-101
CURRENT_CANDIDATE_VERSION = "2.14.0"
# ... lines 102-102
CURRENT_STABLE_VERSION = "2.13.0"
