from datasets import load_dataset
import time
from tqdm.auto import tqdm
from dotenv import load_dotenv
from open_r1.rewards import code_reward
def benchmark_code_reward(example):
if __name__ == "__main__":
