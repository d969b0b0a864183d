"""Builds DPO pairs from a Hub dataset (fixture)."""
from datasets import load_dataset

if __name__ == "__main__":
    ds = load_dataset("HuggingFaceH4/ultrafeedback_binarized")
