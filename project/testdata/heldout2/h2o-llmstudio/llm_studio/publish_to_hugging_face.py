"""Uploads a trained experiment to the Hugging Face Hub (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument("-p", "--path_to_experiment", required=True, type=str)
    parser.add_argument("-d", "--device", required=False, type=str, default="cuda:0")
    parser.add_argument("-a", "--api_key", required=False, type=str, default="")
    parser.add_argument("-u", "--user_id", required=False, type=str, default="")
    parser.add_argument("-m", "--model_name", required=False, type=str, default="")
    parser.add_argument("-s", "--safe_serialization", required=False, type=bool, default=True)
    args = parser.parse_args()
