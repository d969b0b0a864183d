from jsonargparse import CLI

from litgpt.chat.base import main as chat_fn
from litgpt.deploy.serve import run_server as serve_fn
from litgpt.eval.evaluate import convert_and_evaluate as evaluate_fn
from litgpt.finetune.full import setup as finetune_full_fn
from litgpt.finetune.lora import setup as finetune_lora_fn
from litgpt.pretrain import setup as pretrain_fn
from litgpt.scripts.download import download_from_hub as download_fn

# Subcommand name -> function; jsonargparse turns each signature into flags
# and adds --config to every subcommand.
PARSER_DATA = {
    "download": download_fn,
    "chat": chat_fn,
    "finetune": finetune_lora_fn,
    "finetune_lora": finetune_lora_fn,
    "finetune_full": finetune_full_fn,
    "pretrain": pretrain_fn,
    "evaluate": evaluate_fn,
    "serve": serve_fn,
}


def main() -> None:
    CLI(PARSER_DATA)


if __name__ == "__main__":
    main()
