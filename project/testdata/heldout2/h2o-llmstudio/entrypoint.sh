#!/bin/bash
# Container entry point: starts the web UI (fixture).
set -e
export USER="${USER:-$(id -un 2>/dev/null)}"
nvidia-smi
echo "Starting H2O LLM Studio..."
wave run --no-reload llm_studio.app
