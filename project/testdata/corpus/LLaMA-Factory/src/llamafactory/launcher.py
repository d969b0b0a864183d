# fixture stub: subcommand dispatch of llamafactory-cli (train/chat/export/api/webchat/webui/env/version)
import os
import sys


def launch():
    command = sys.argv.pop(1) if len(sys.argv) > 1 else "help"
    multi_gpu = False  # real code: get_device_count() > 1 and not ray/kt
    if command == "train" and (os.getenv("FORCE_TORCHRUN") == "1" or multi_gpu):
        # re-executes this file under torchrun with NNODES / NODE_RANK / NPROC_PER_NODE /
        # MASTER_ADDR / MASTER_PORT taken from the environment
        raise NotImplementedError("fixture stub")
    elif command == "train":
        from .train.tuner import run_exp

        run_exp()
    elif command in ("chat", "export", "api", "webchat", "webui", "env", "version"):
        raise NotImplementedError("fixture stub: not training")
    else:
        print("Usage: llamafactory-cli train -h ...")
