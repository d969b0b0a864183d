import argparse

from transformers import AutoModelForCausalLM, Trainer, TrainingArguments


def train(args):
    model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path)
    if args.output_dir == "none":
        model_name = args.model_name_or_path.split('/')[-1]
        lr_str = str(args.learning_rate)
        output_dir = f"tuned_models/{model_name}_{lr_str}"
    else:
        output_dir = args.output_dir
    trainer = Trainer(model=model, args=TrainingArguments(output_dir=output_dir))
    trainer.train()
    model.save_pretrained(output_dir)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument('--model_name_or_path', default="gpt2", type=str)
    parser.add_argument('--learning_rate', default=3e-4, type=float)
    parser.add_argument('--output_dir', default="none", type=str)
    train(parser.parse_args())
