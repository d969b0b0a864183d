import argparse
p = argparse.ArgumentParser()
p.add_argument('--weight', default='full_sft', type=str)
args = p.parse_args()
