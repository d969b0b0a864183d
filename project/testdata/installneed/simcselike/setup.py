from setuptools import setup

setup(
    name='sentlib',
    packages=['sentlib'],
    version='0.3',
    description='A sentence embedding tool',
    install_requires=[
        "tqdm",
        "scipy>=1.5.4,<1.6",
        "transformers",
        "numpy>=1.19.5,<1.20",
    ],
)
