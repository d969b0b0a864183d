# Fixture stub of the shared trainer (reduced to the checks that matter).
import os


class NetworkTrainer:
    def train(self, args):
        if args.dataset_config is None:
            raise ValueError("dataset_config is required")
        # checkpoints: os.path.join(args.output_dir, args.output_name + ".safetensors")
        os.makedirs(args.output_dir, exist_ok=True)
        ckpt_file = os.path.join(args.output_dir, args.output_name + ".safetensors")
        return ckpt_file
