from setuptools import setup
setup(name="library", packages=["library"])
