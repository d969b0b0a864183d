from setuptools import setup, find_packages
setup(name="clinic", packages=find_packages(), install_requires=["transformers"])
