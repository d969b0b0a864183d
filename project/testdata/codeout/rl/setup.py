from setuptools import setup, find_packages
setup(name="rlkit", packages=find_packages(), install_requires=["accelerate", "transformers"])
