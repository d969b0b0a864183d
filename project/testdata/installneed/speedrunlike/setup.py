from setuptools import setup, find_packages

setup(
    name='airlib',
    version='0.2.0',
    description='Small utilities for fast CIFAR-10 training',
    long_description=open('README.md').read(),
    packages=find_packages(),
)
