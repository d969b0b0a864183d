#!/usr/bin/env bash
CONFIG=configs/$1.yaml
python tools/train.py --cfg $CONFIG --launcher pytorch
