"""Records activations for comparing numerics between runs (fixture stub)."""
