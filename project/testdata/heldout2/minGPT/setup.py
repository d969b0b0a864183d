from setuptools import setup

setup(name='minGPT',
      version='0.0.1',
      packages=['mingpt'],
      description='A small GPT in PyTorch',
      license='MIT',
      install_requires=[
            'torch',
      ],
)
