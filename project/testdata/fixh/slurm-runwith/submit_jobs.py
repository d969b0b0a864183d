import argparse
import subprocess

parser = argparse.ArgumentParser()
parser.add_argument('--nodes', type=int, default=1)
parser.add_argument('--ngpus', type=int, default=8)
parser.add_argument('--epochs', type=int, default=300)
parser.add_argument('--data_root', default='data')
args = parser.parse_args()
script = f"#!/bin/bash\n#nodes={args.nodes}\nsrun python main.py --epochs {args.epochs}\n"
with open('job.sh', 'w') as f:
    f.write(script)
subprocess.run(["sbatch", "job.sh"], check=True)
