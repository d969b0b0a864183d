import argparse

from field.trainer import Trainer

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--text", default=None, help="text prompt")
    parser.add_argument("-O", action="store_true", help="equals --fp16 --cuda_ray")
    parser.add_argument("--vram_O", action="store_true")
    parser.add_argument("--test", action="store_true", help="test mode")
    parser.add_argument("--save_mesh", action="store_true")
    parser.add_argument("--workspace", type=str, default="workspace")
    opt = parser.parse_args()
    trainer = Trainer("df", opt, workspace=opt.workspace)
    if opt.test:
        trainer.test()
    else:
        trainer.train()
