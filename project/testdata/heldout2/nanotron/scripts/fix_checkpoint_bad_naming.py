"""Renames checkpoint files saved under an old naming (fixture)."""
