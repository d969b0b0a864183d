#!/bin/sh
# Formats and lints the code (fixture).
black "${1:-dinov2}"
flake8 "${1:-dinov2}"
