#!/bin/bash
set -e

# unit tests
pytest -v --durations=10 -n8 \
  --ignore=tests/e2e/ \
  /workspace/axolotl/tests/ \
  --cov=axolotl
