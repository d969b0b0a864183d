from setuptools import setup
setup(name="distil", install_requires=["torch>=1.10", "transformers"])
