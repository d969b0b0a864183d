# Extract of https://github.com/pytorch/pytorch/blob/83d50900b33aecbbccb23eced123e82a5f3ddcbb/.ci/manywheel/build_env_setup.py
# (branch main; 13,312 characters; read through the search index's copy, id 52731595951,
# and identical in these lines to its copy at 00505f2920c03ce9ef5407faf4981f3e7288da88):
# the arch table, the PTX set and the function that joins them, verbatim; the rest
# (toolkit installation, build flags) is left out (README.md). The file at the v2.12.x,
# v2.13.0 and v2.14.x tags could not be read.

# Compute capabilities each (cuda_version, host arch) wheel is built for, as
# the same {cc_int} representation used by torch/cuda/__init__.py:
# `50 == 5.0`, `120 == 12.0`. Kept in sync with PYTORCH_RELEASES_CODE_CC by
# validate_runtime_release_table_consistency() in
# .github/scripts/generate_binary_build_matrix.py.
TORCH_CUDA_ARCH_LIST_TABLE: dict[str, dict[str, set[int]]] = {
    "12.6": {
        "x86_64": {50, 60, 70, 75, 80, 86, 90},
        "aarch64": {80, 90},
    },
    "13.0": {
        "x86_64": {75, 80, 86, 90, 100, 120},
        "aarch64": {80, 90, 100, 110, 120},
    },
    "13.2": {
        "x86_64": {75, 80, 86, 90, 100, 120},
        "aarch64": {80, 90, 100, 110, 120},
    },
}

# Architectures we additionally emit PTX for (forward-compat for newer GPUs).
_PTX_ARCHES: set[int] = {120}


def torch_cuda_arch_list(cuda_version: str, arch: str) -> str:
    """Format TORCH_CUDA_ARCH_LIST for the wheel build (";"-separated).

    Returns e.g. "8.0;9.0;10.0;11.0;12.0+PTX" for cuda 13.x aarch64.

    CUDA 13.x dropped sm_50/60/70, so we must NOT leave this empty --
    CMake's defaults still include compute_50 which nvcc 13 rejects with
    "Unsupported gpu architecture 'compute_50'".
    """
    if cuda_version not in TORCH_CUDA_ARCH_LIST_TABLE:
        raise SystemExit(f"unknown cuda version {cuda_version}")
    archs = TORCH_CUDA_ARCH_LIST_TABLE[cuda_version].get(arch)
    if not archs:
        raise SystemExit(f"no TORCH_CUDA_ARCH_LIST for cuda {cuda_version} on {arch}")
    return ";".join(
        f"{cc // 10}.{cc % 10}" + ("+PTX" if cc in _PTX_ARCHES else "")
        for cc in sorted(archs)
    )
