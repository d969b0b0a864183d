"""CLI package (fixture stub)."""
