from pathlib import Path
import re

from setuptools import setup, find_packages

NAME = "dinov2"
DESCRIPTION = "Self-supervised vision transformers (DINOv2)."
REQUIRES_PYTHON = ">=3.9.0"
HERE = Path(__file__).parent


def get_requirements(path=HERE / "requirements.txt"):
    """Requirement lines, and the --extra-index-url lines apart."""
    lines = [l.rstrip("\r\n") for l in open(path)]
    indices = [l[len("--extra-index-url "):] for l in lines if l.startswith("--extra-index-url ")]
    return [l for l in lines if not l.startswith("--extra-index-url ")], indices


def get_package_version():
    m = re.search(r"^__version__ = ['\"]([^'\"]*)['\"]", (HERE / "dinov2/__init__.py").read_text(), re.M)
    if not m:
        raise RuntimeError("no __version__ in dinov2/__init__.py")
    return m.group(1)


requirements, extra_indices = get_requirements()
dev_requirements, _ = get_requirements(HERE / "requirements-dev.txt")
extras_requirements, _ = get_requirements(HERE / "requirements-extras.txt")

setup(
    name=NAME,
    version=get_package_version(),
    description=DESCRIPTION,
    python_requires=REQUIRES_PYTHON,
    packages=find_packages(),
    package_data={"": ["*.yaml"]},
    install_requires=requirements,
    extras_require={"dev": dev_requirements, "extras": extras_requirements},
    dependency_links=extra_indices,
    license="Apache",
)
