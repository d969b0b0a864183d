from setuptools import find_packages, setup
setup(name='srnet', packages=find_packages(exclude=('options', 'datasets', 'experiments')), install_requires=['torch', 'numpy'])
