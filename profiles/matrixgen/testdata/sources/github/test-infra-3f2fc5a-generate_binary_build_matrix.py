# Extract of https://github.com/pytorch/test-infra/blob/3f2fc5a25eca948c300913d2f40cee8ee5134e6b/tools/scripts/generate_binary_build_matrix.py
# (branch release/2.12 on 2026-04-15, 692 lines): the assignments matrixgen reads, verbatim,
# each headed by its line numbers; everything else is left out (README.md).
# ... lines 24-28
PYTHON_ARCHES_DICT = {
    "nightly": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
    "test": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
    "release": ["3.10", "3.11", "3.12", "3.13", "3.13t", "3.14", "3.14t"],
}
# ... lines 37-41
CUDA_ARCHES_DICT = {
    "nightly": ["12.6", "13.0", "13.2"],
    "test": ["12.6", "13.0", "13.2"],
    "release": ["12.6", "12.8", "13.0"],
}
# ... lines 49-54
CUDA_CUDNN_VERSIONS = {
    "12.6": {"cuda": "12.6.3", "cudnn": "9"},
    "12.8": {"cuda": "12.8.0", "cudnn": "9"},
    "13.0": {"cuda": "13.0.0", "cudnn": "9"},
    "13.2": {"cuda": "13.2.0", "cudnn": "9"},
}
# ... lines 56-60
STABLE_CUDA_VERSIONS = {
    "nightly": "13.0",
    "test": "13.0",
    "release": "13.0",
}
# ... lines 62-62
CUDA_AARCH64_ARCHES = ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"]
# ... lines 87-87
CURRENT_NIGHTLY_VERSION = "2.12.0"
# ... lines 88-88
CURRENT_CANDIDATE_VERSION = "2.12.0"
# ... lines 89-89
CURRENT_STABLE_VERSION = "2.11.0"
