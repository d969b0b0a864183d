import argparse
p = argparse.ArgumentParser()
p.add_argument("--local_dir", default="~/data/countdown")
p.parse_args()
