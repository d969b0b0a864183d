from setuptools import find_packages, setup
setup(name='facerest', packages=find_packages(exclude=('options', 'datasets', 'experiments', 'results', 'tb_logger')), install_requires=['torch'])
