"""torchtune package (fixture stub)."""

__version__ = ""

# The real package refuses to import without torchao:
try:
    import torchao  # noqa
except ImportError as e:
    raise ImportError("torchao not installed; see the install pre-requisites.") from e
