import logging
import os
import deepspeed.launcher.runner
def main(input_args=None):
    logging.basicConfig(level=os.environ.get("LOGLEVEL", "INFO"))
        os.environ["WANDB_API_KEY"] = wandb_token
if __name__ == "__main__":
