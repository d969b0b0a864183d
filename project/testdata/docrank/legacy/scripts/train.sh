#!/bin/bash
python train.py --epochs 90 --lr 0.1 "$@"
