"""
AutoTrain Advanced (fixture setup.py)
"""
import os

from setuptools import find_packages, setup

DOCLINES = __doc__.split("\n")
this_directory = os.path.abspath(os.path.dirname(__file__))

INSTALL_REQUIRES = []
with open(os.path.join(this_directory, "requirements.txt"), encoding="utf-8") as f:
    for line in f:
        # bitsandbytes only on linux
        if "bitsandbytes" in line:
            line = line.strip() + " ; sys_platform == 'linux'"
        INSTALL_REQUIRES.append(line.strip())

QUALITY_REQUIRE = ["black", "isort", "flake8==3.7.9"]
TESTS_REQUIRE = ["pytest"]
CLIENT_REQUIRES = ["requests", "loguru"]

EXTRAS_REQUIRE = {
    "base": INSTALL_REQUIRES,
    "dev": INSTALL_REQUIRES + QUALITY_REQUIRE + TESTS_REQUIRE,
    "quality": INSTALL_REQUIRES + QUALITY_REQUIRE,
    "client": CLIENT_REQUIRES,
}

setup(
    name="autotrain-advanced",
    description=DOCLINES[1],
    license="Apache 2.0",
    package_dir={"": "src"},
    packages=find_packages("src"),
    extras_require=EXTRAS_REQUIRE,
    install_requires=INSTALL_REQUIRES,
    entry_points={"console_scripts": ["autotrain=autotrain.cli.autotrain:main"]},
)
