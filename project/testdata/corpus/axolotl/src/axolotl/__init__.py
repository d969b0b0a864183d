"""Axolotl package (fixture stub)."""

__version__ = "0.18.0"
