from setuptools import setup, find_packages

setup(name="policylib", packages=find_packages())
