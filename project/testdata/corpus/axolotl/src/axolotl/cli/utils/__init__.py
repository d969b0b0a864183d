"""CLI helpers (fixture stub)."""
