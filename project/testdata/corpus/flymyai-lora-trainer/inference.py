# Stub: image generation with a qfloat8-quantized Qwen-Image and a LoRA.
import argparse


def main(args):
    print(f"would write {args.output_image}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Generate images with a quantized Qwen-Image model using LoRA.")
    parser.add_argument("--model_name", type=str, default="Qwen/Qwen-Image")
    parser.add_argument("--lora_weights", type=str, default="")
    parser.add_argument("--output_image", type=str, default="generated_image.png")
    parser.add_argument("--prompt", type=str, default="man in the city")
    parser.add_argument("--negative_prompt", type=str, default=" ")
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--height", type=int, default=1024)
    parser.add_argument("--num_inference_steps", type=int, default=50)
    parser.add_argument("--true_cfg_scale", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=655)
    parser.add_argument("--quantization", type=str, default="qfloat8", choices=["qfloat8"])
    args = parser.parse_args()
    main(args)
