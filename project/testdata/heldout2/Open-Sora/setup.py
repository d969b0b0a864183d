from typing import List

from setuptools import find_packages, setup


def fetch_requirements(paths) -> List[str]:
    """Lines of the requirements files."""
    if not isinstance(paths, list):
        paths = [paths]
    requirements = []
    for path in paths:
        with open(path, "r") as fd:
            requirements += [r.strip() for r in fd.readlines()]
    return requirements


setup(
    name="opensora",
    version="2.0.0",
    packages=find_packages(exclude=("assets", "configs", "docs", "outputs", "samples", "scripts", "*.egg-info")),
    description="Open video generation models",
    license="Apache Software License 2.0",
    install_requires=fetch_requirements("requirements.txt"),
    python_requires=">=3.6",
)
