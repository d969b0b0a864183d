"""SimpleTuner package (fixture stub)."""

__version__ = "4.8.0"
