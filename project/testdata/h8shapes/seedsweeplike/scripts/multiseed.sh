#!/bin/bash
for seed in 0 1 2
do
    python train.py --env Pong --seed ${seed} --output_dir runs/seed_${seed}
done
