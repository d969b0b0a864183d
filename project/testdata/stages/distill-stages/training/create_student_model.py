import argparse

def parse():
    p = argparse.ArgumentParser(description="copy the teacher's encoder, keep a few decoder layers")
    p.add_argument("--teacher_checkpoint", type=str, required=True)
    p.add_argument("--decoder_layers", type=int, default=2)
    p.add_argument("--save_dir", type=str, required=True)
    return p.parse_args()

if __name__ == "__main__":
    parse()
