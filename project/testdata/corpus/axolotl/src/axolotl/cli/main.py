"""Click command group for the axolotl CLI (fixture stub: signatures only)."""

from typing import Optional

import click

LAUNCHER_COMMAND_MAPPING = {
    "accelerate": ["accelerate", "launch"],
    "torchrun": ["torchrun"],
}


@click.group()
def cli():
    """Axolotl CLI"""


@cli.command()
@click.argument("config", type=click.Path(exists=True, path_type=str))
@click.option("--cloud", default=None, type=click.Path(exists=True, path_type=str))
def preprocess(config: str, cloud: Optional[str] = None, **kwargs):
    """Tokenise and cache datasets ahead of training."""


@cli.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("config", type=click.Path(exists=True, path_type=str))
@click.option(
    "--launcher",
    type=click.Choice(["accelerate", "torchrun", "python"]),
    default="accelerate",
)
@click.option("--cloud", default=None, type=click.Path(exists=True, path_type=str))
@click.option("--sweep", type=click.Path(exists=True, path_type=str))
@click.pass_context
def train(ctx, config: str, launcher: str = "accelerate", cloud=None, sweep=None, **kwargs):
    """Fine-tune a model. Extra args after `--` go to the launcher."""


@cli.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("config", type=click.Path(exists=True, path_type=str))
@click.option("--launcher", type=click.Choice(["accelerate", "torchrun", "python"]), default="accelerate")
@click.pass_context
def evaluate(ctx, config: str, launcher: str, **kwargs):
    """Evaluate a model."""


@cli.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("config", type=click.Path(exists=True, path_type=str))
@click.option("--launcher", type=click.Choice(["accelerate", "torchrun", "python"]), default="accelerate")
@click.option("--gradio", is_flag=True)
@click.option("--chat", is_flag=True)
@click.pass_context
def inference(ctx, config: str, launcher: str, gradio: bool, chat: bool, **kwargs):
    """Run inference."""


@cli.command()
@click.argument("config", type=click.Path(exists=True, path_type=str))
def merge_lora(config: str, **kwargs):
    """Merge a trained adapter into the base model."""


@cli.command()
@click.argument("directory", type=click.Choice(["examples", "deepspeed_configs", "docs"]))
@click.option("--dest", help="Destination directory")
def fetch(directory: str, dest: Optional[str]):
    """Download example configs from GitHub."""


@cli.command("agent-docs")
@click.argument("topic", required=False, default=None)
@click.option("--list", "list_topics", is_flag=True)
def agent_docs(topic, list_topics):
    """Print docs for coding agents."""


@cli.command("config-schema")
@click.option("--field")
def config_schema(field):
    """Dump the config schema."""


def main():
    cli()


if __name__ == "__main__":
    main()
