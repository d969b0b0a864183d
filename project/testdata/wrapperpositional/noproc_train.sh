#!/usr/bin/env bash
# A wrapper whose second argument is a seed, not a process count.
CONFIG=$1
SEED=$2
python $(dirname "$0")/train.py $CONFIG --seed $SEED
