#!/usr/bin/env bash
# Shared helpers for the launch scripts (reduced stub).

set -e

export SCRIPT_DIR="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" &>/dev/null && pwd)"
cd -- "${SCRIPT_DIR}"

export OT_CONDA_CMD="${OT_CONDA_CMD:-${CONDA_EXE:-conda}}"
export OT_CONDA_ENV="${OT_CONDA_ENV:-conda_env}"
export OT_PYTHON_CMD="${OT_PYTHON_CMD:-python}"
export OT_PYTHON_VENV="${OT_PYTHON_VENV:-venv}"
export OT_PREFER_VENV="${OT_PREFER_VENV:-true}"
export OT_LAZY_UPDATES="${OT_LAZY_UPDATES:-false}"
export OT_CUDA_LOWMEM_MODE="${OT_CUDA_LOWMEM_MODE:-false}"
export OT_PLATFORM_REQUIREMENTS="${OT_PLATFORM_REQUIREMENTS:-detect}"
export OT_SCRIPT_DEBUG="${OT_SCRIPT_DEBUG:-false}"

export OT_PYTHON_VERSION_MINIMUM="3.10"
export OT_PYTHON_VERSION_TOO_HIGH="3.14"
export OT_CONDA_USE_PYTHON_VERSION="3.13"

if [[ "${OT_CUDA_LOWMEM_MODE}" == "true" ]]; then
    export PYTORCH_CUDA_ALLOC_CONF="garbage_collection_threshold:0.6,max_split_size_mb:128"
fi

function print_error {
    printf "[OneTrainer] Error: %b\n" "$*" >&2
}

# Picks requirements-cuda.txt (or requirements-cuda-legacy.txt when the driver is
# older than CUDA 13), requirements-rocm.txt, or requirements-default.txt.
function get_platform_requirements_path {
    echo "requirements-cuda.txt"
}

function install_requirements_in_active_env {
    python -m pip install --upgrade --upgrade-strategy eager -r requirements-global.txt -r "$(get_platform_requirements_path)"
}

function prepare_runtime_environment {
    # creates or activates conda_env/ or venv/, checks the Python version, installs requirements
    install_requirements_in_active_env
}

function run_python_in_active_env {
    python "$@"
}
