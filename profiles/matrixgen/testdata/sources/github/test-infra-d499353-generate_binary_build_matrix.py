# Extract of https://github.com/pytorch/test-infra/blob/d499353b668b5d51090a41b8a91d4be39bc188ca/tools/scripts/generate_binary_build_matrix.py
# (branch release/2.13 on 2026-08-12, 749 lines): the assignments matrixgen reads, verbatim,
# each headed by its line numbers; everything else is left out (README.md).
# ... lines 24-28
PYTHON_ARCHES_DICT = {
    "nightly": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
    "test": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
    "release": ["3.10", "3.11", "3.12", "3.13", "3.14", "3.14t"],
}
# ... lines 30-38
# Preview Python versions validated for torch only, on Linux x86 and aarch64.
# These are opt-in via INCLUDE_PREVIEW_PYTHON_VERSIONS so that the shared
# generator default is unchanged for domain libraries (torchvision, torchaudio)
# and for Windows/macOS, which do not have wheels for these versions yet.
PREVIEW_PYTHON_ARCHES_DICT = {
    "nightly": [],
    "test": ["3.15", "3.15t"],
    "release": ["3.15", "3.15t"],
}
# ... lines 40-43
# Python versions for which only torch is validated (no torchvision). torchvision
# wheels are not published for these versions yet, so the install command must
# request torch alone.
TORCH_ONLY_PYTHON_ARCHES = ["3.15", "3.15t"]
# ... lines 52-56
CUDA_ARCHES_DICT = {
    "nightly": ["12.6", "13.0", "13.2"],
    "test": ["12.6", "13.0", "13.2"],
    "release": ["12.6", "13.0", "13.2"],
}
# ... lines 64-70
CUDA_CUDNN_VERSIONS = {
    "12.6": {"cuda": "12.6.3", "cudnn": "9"},
    "12.8": {"cuda": "12.8.0", "cudnn": "9"},
    "12.9": {"cuda": "12.9.1", "cudnn": "9"},
    "13.0": {"cuda": "13.0.0", "cudnn": "9"},
    "13.2": {"cuda": "13.2.0", "cudnn": "9"},
}
# ... lines 72-76
STABLE_CUDA_VERSIONS = {
    "nightly": "13.0",
    "test": "13.0",
    "release": "13.0",
}
# ... lines 78-82
CUDA_AARCH64_ARCHES_DICT = {
    "nightly": ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"],
    "test": ["12.6-aarch64", "12.9-aarch64", "13.0-aarch64", "13.2-aarch64"],
    "release": ["12.6-aarch64", "13.0-aarch64", "13.2-aarch64"],
}
# ... lines 107-107
CURRENT_NIGHTLY_VERSION = "2.13.0"
# ... lines 108-108
CURRENT_CANDIDATE_VERSION = "2.13.0"
# ... lines 109-109
CURRENT_STABLE_VERSION = "2.13.0"
# ... lines 114-114
CUDA_AARCH64_ARCHES = CUDA_AARCH64_ARCHES_DICT[NIGHTLY]
# ... lines 192-197 (in initialize_globals)
    # CUDA 12.9 is built for Linux only (x86 and aarch64) in the test channel.
    # Windows and macOS do not build 12.9. aarch64 is handled via the per-channel
    # CUDA_AARCH64_ARCHES_DICT above; here we add the x86 arch for Linux only so
    # that Windows (which shares CUDA_ARCHES_DICT) does not pick it up.
    if channel == TEST and os == LINUX:
        CUDA_ARCHES = CUDA_ARCHES + ["12.9"]
