from setuptools import find_packages, setup

setup(name="sftkit", version="0.1", packages=find_packages(), install_requires=["torch", "transformers", "deepspeed", "datasets"])
