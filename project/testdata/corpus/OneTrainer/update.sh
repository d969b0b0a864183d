#!/usr/bin/env bash

set -e

cd -- "$(dirname -- "${BASH_SOURCE[0]}")"

echo "[OneTrainer] Pulling the newest version..."
git pull

source "lib.include.sh"

prepare_runtime_environment upgrade
