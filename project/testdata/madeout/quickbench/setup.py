from setuptools import setup

setup(name="quickbench", version="0.1", packages=["quickbench"])
