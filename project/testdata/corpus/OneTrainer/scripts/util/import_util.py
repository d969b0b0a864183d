def script_imports(allow_zluda: bool = True):
    # Puts the repository root first on sys.path so `modules` imports work
    # when a script is run as `python scripts/<name>.py` (stub).
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).absolute().parent.parent.parent))
