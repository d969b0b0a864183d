#!/bin/bash
# Starts N code-execution workers as Slurm jobs, one port each (fixture).
N_INSTANCES=${1:-5}

for i in $(seq 1 $N_INSTANCES); do
    PORT=$((2000 + RANDOM % 8000))
    # workers are found later by their job name, piston-worker-<port>
    sbatch --job-name="piston-worker-$PORT" --export=ALL,PORT=$PORT slurm/piston/launch_single_piston.sh
done
