"""`python -m simpletuner` runs the CLI (fixture stub)."""
import sys

from simpletuner.cli import main

if __name__ == "__main__":
    sys.exit(main())
