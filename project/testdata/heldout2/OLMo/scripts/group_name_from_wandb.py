import logging
import click
from olmo.util import prepare_cli_environment
log = logging.getLogger(__name__)
@click.command()
@click.argument(
def main(wandb_run_path: str):
if __name__ == "__main__":
