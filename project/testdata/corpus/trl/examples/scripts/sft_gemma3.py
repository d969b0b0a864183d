# /// script
# dependencies = [
#     "trl",
#     "Pillow",
#     "trackio",
#     "kernels",
# ]
# ///

"""
SFT of Gemma-3 12B on a Codeforces chain-of-thought set.

accelerate launch --config_file examples/accelerate_configs/deepspeed_zero3.yaml examples/scripts/sft_gemma3.py
"""

from trl import SFTConfig, SFTTrainer


def main():
    model_id = "google/gemma-3-12b-it"
    training_args = SFTConfig(
        output_dir=f"{model_id}-codeforces-SFT",
        bf16=True,
        per_device_train_batch_size=1,
        gradient_accumulation_steps=8,
    )
    ...  # load dataset and model, build SFTTrainer, train (omitted)


if __name__ == "__main__":
    main()
