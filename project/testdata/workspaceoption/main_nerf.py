import argparse

from nerf.utils import Trainer

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("path", type=str)
    parser.add_argument("-O", action="store_true", help="equals --fp16 --cuda_ray --preload")
    parser.add_argument("--test", action="store_true", help="test mode")
    parser.add_argument("--workspace", type=str, default="workspace")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iters", type=int, default=30000, help="training iters")
    opt = parser.parse_args()
    trainer = Trainer("ngp", opt, workspace=opt.workspace)
    trainer.train(opt.path, opt.iters)
