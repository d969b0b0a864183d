#!/usr/bin/env bash
set -e
source venv/bin/activate
python scripts/train_ui.py "$@"
