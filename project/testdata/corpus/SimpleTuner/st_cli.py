#!/usr/bin/env python
"""Console entry for `simpletuner` (fixture stub): sets a fast-start env var, then hands over."""
import os
import sys

os.environ.setdefault("SIMPLETUNER_SKIP_TORCH", "1")


def main() -> int:
    from simpletuner.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
