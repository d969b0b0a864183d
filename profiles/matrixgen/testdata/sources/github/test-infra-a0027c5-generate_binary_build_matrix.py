# Extract of https://github.com/pytorch/test-infra/blob/a0027c564f070cccd8a71ac186473ca478ddb1f7/tools/scripts/generate_binary_build_matrix.py
# (branch release/2.12 on 2026-06-17, 701 lines): the assignments matrixgen reads, verbatim,
# each headed by its line numbers; everything else is left out (README.md).
# ... lines 24-28
PYTHON_ARCHES_DICT = {
    "nightly": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
    "test": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
    "release": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
}
# ... lines 37-41
CUDA_ARCHES_DICT = {
    "nightly": ["12.6", "13.0", "13.2"],
    "test": ["12.6", "13.0", "13.2"],
    "release": ["12.6", "13.0", "13.2"],
}
# ... lines 49-55
CUDA_CUDNN_VERSIONS = {
    "12.6": {"cuda": "12.6.3", "cudnn": "9"},
    "12.8": {"cuda": "12.8.0", "cudnn": "9"},
    "12.9": {"cuda": "12.9.1", "cudnn": "9"},
    "13.0": {"cuda": "13.0.0", "cudnn": "9"},
    "13.2": {"cuda": "13.2.0", "cudnn": "9"},
}
# ... lines 57-61
STABLE_CUDA_VERSIONS = {
    "nightly": "13.0",
    "test": "13.0",
    "release": "13.0",
}
# ... lines 63-67
CUDA_AARCH64_ARCHES_DICT = {
    "nightly": ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"],
    "test": ["12.6-aarch64", "12.9-aarch64", "13.0-aarch64", "13.2-aarch64"],
    "release": ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"],
}
# ... lines 92-92
CURRENT_NIGHTLY_VERSION = "2.13.0"
# ... lines 93-93
CURRENT_CANDIDATE_VERSION = "2.12.1"
# ... lines 94-94
CURRENT_STABLE_VERSION = "2.12.1"
# ... lines 99-99
CUDA_AARCH64_ARCHES = CUDA_AARCH64_ARCHES_DICT[NIGHTLY]
# ... lines 177-182 (in initialize_globals)
    # CUDA 12.9 is built for Linux only (x86 and aarch64) in the test channel.
    # Windows and macOS do not build 12.9. aarch64 is handled via the per-channel
    # CUDA_AARCH64_ARCHES_DICT above; here we add the x86 arch for Linux only so
    # that Windows (which shares CUDA_ARCHES_DICT) does not pick it up.
    if channel == TEST and os == LINUX:
        CUDA_ARCHES = CUDA_ARCHES + ["12.9"]
