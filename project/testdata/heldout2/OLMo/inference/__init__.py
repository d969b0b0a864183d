"""Inference helpers (fixture stub)."""
