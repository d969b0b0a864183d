import argparse

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model_name_or_path", required=True, help="the student to train")
    ap.add_argument("--teacher_model_name_or_path", required=True)
    ap.add_argument("--train_dataset_name", required=True, help="'+'-separated labelled sets")
    ap.add_argument("--learning_rate", type=float, default=3e-4)
    ap.add_argument("--output_dir", required=True)
    ap.parse_args()

main()
