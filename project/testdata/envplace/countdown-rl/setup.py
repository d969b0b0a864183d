from setuptools import setup, find_packages
setup(name="verl", packages=find_packages(), install_requires=["ray", "hydra-core"])
