# Extract of https://github.com/pytorch/test-infra/blob/f8efba230a913340f882a883f58ac60bc13b6472/tools/scripts/generate_binary_build_matrix.py
# (branch release/2.10 on 2025-12-17, 674 lines): the assignments matrixgen reads, verbatim,
# each headed by its line numbers; everything else is left out (README.md).
# ... lines 24-28
PYTHON_ARCHES_DICT = {
    "nightly": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
    "test": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
    "release": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
}
# ... lines 29-33
CUDA_ARCHES_DICT = {
    "nightly": ["12.6", "12.8", "13.0"],
    "test": ["12.6", "12.8", "13.0"],
    "release": ["12.6", "12.8", "13.0"],
}
# ... lines 41-46
CUDA_CUDNN_VERSIONS = {
    "12.6": {"cuda": "12.6.3", "cudnn": "9"},
    "12.8": {"cuda": "12.8.0", "cudnn": "9"},
    "12.9": {"cuda": "12.9.1", "cudnn": "9"},
    "13.0": {"cuda": "13.0.0", "cudnn": "9"},
}
# ... lines 48-52
STABLE_CUDA_VERSIONS = {
    "nightly": "12.8",
    "test": "12.8",
    "release": "12.8",
}
# ... lines 54-54
CUDA_AARCH64_ARCHES = ["12.6-aarch64", "12.8-aarch64", "13.0-aarch64"]
# ... lines 79-79
CURRENT_NIGHTLY_VERSION = "2.10.0"
# ... lines 80-80
CURRENT_CANDIDATE_VERSION = "2.10.0"
# ... lines 81-81
CURRENT_STABLE_VERSION = "2.9.1"
