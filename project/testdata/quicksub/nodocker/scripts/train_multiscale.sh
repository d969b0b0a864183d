#!/bin/bash
python train.py --amp --scale 1.0 --epochs 50 --batch-size 2
