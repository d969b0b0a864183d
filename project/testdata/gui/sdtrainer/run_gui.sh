#!/bin/bash
source venv/bin/activate
python gui.py "$@"
