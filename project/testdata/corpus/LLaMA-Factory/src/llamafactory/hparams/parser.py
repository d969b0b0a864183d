# fixture stub: how the trainer reads its config
import json
import sys
from pathlib import Path


def read_args(args=None):
    if args is not None:
        return args

    if len(sys.argv) > 1 and (sys.argv[1].endswith(".yaml") or sys.argv[1].endswith(".yml")):
        # first positional arg is a YAML config; the rest are key=value overrides (OmegaConf.from_cli)
        return {"config": str(Path(sys.argv[1]).absolute()), "overrides": sys.argv[2:]}
    elif len(sys.argv) > 1 and sys.argv[1].endswith(".json"):
        return {"config": json.loads(Path(sys.argv[1]).read_text()), "overrides": sys.argv[2:]}
    else:
        # otherwise plain --flag value arguments (HfArgumentParser)
        return sys.argv[1:]
