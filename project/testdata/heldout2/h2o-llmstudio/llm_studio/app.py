"""The Wave web application (fixture stub)."""
