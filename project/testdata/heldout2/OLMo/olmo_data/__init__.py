"""Packaged data files: tokenizers and evaluation sets (fixture stub)."""
