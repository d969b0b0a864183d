"""Shared constants (fixture stub)."""

DEFAULT_DATASET_PREPARED_PATH = "last_run_prepared"
