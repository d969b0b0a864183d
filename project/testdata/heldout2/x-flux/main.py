import argparse


def create_argparser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", type=str, default="flux-dev", help="Model name")
    parser.add_argument("--prompt", type=str, required=True, help="What to draw")
    parser.add_argument("--use_lora", action="store_true", help="Load a LoRA")
    parser.add_argument("--lora_repo_id", type=str, default=None, help="Hub repository of the LoRA")
    parser.add_argument("--lora_name", type=str, default=None, help="LoRA file in that repository")
    parser.add_argument("--use_controlnet", action="store_true", help="Load a ControlNet")
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--height", type=int, default=1024)
    parser.add_argument("--num_steps", type=int, default=25)
    parser.add_argument("--guidance", type=float, default=4)
    parser.add_argument("--save_path", type=str, default="results", help="Where images are written")
    return parser


def main(args):
    pass  # ... loads FLUX and writes images to args.save_path ...


if __name__ == "__main__":
    args = create_argparser().parse_args()
    main(args)
