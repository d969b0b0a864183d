"""How `axolotl train` turns into a subprocess (fixture stub).

accelerate -> accelerate launch [launcher args] -m axolotl.cli.train CONFIG
torchrun   -> torchrun [launcher args] -m axolotl.cli.train CONFIG
python     -> in-process call of axolotl.cli.train.do_cli
"""


def launch_training(cfg_file, launcher, cloud, kwargs, launcher_args=None, use_exec=False):
    """Dispatch to the chosen launcher."""
