"""Option classes: training and test options share the base class."""
