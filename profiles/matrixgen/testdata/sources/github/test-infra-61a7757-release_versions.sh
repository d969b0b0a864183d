# Extract of https://github.com/pytorch/test-infra/blob/61a77570f45416dc425c17d4a648376541a84732/release/release_versions.sh
# (branch main on 2026-08-21): lines 3-6, verbatim; the other libraries' lines are left out (README.md).
# Make sure to update these versions when doing a release first
PYTORCH_VERSION=${PYTORCH_VERSION:-2.12.1}
TORCHVISION_VERSION=${TORCHVISION_VERSION:-0.27.1}
TORCHAUDIO_VERSION=${TORCHAUDIO_VERSION:-2.11.0}
