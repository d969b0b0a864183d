from setuptools import setup, find_packages
setup(name='clstoolbox', packages=find_packages(), install_requires=['mmengine', 'numpy'])
