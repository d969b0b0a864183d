#!/usr/bin/env bash
# Linux launcher: makes sure uv and a Python exist, then hands over to the in-repo manager,
# which builds the venv, installs torch for the detected GPU plus requirements, and starts the UI.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "$0")" && pwd)"
export PATH="$SCRIPT_DIR/.uv:$PATH"

PYTHON="$(command -v python3 || true)"
if [[ -z "$PYTHON" ]]; then
    uv python install 3.12
    PYTHON="$(uv python find 3.12)"
fi

cd "$SCRIPT_DIR"
"$PYTHON" -m manager update --auto
exec "$PYTHON" -m manager launch
