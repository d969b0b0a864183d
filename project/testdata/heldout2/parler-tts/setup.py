import os

import setuptools


_deps = [
    "transformers>=4.46.1,<=4.46.1",
    "torch",
    "sentencepiece",
    "descript-audio-codec",
    "descript-audiotools @ git+https://github.com/descriptinc/audiotools",
    "protobuf>=4.0.0"
]

_extras_dev_deps = [
    "black~=23.1",
    "isort>=5.5.4",
    "ruff>=0.0.241,<=0.0.259",
]

_extras_training_deps = [
    "jiwer",
    "wandb",
    "accelerate",
    "evaluate",
    "datasets[audio]>=2.14.5",
]

here = os.path.abspath(os.path.dirname(__file__))

with open(os.path.join(here, "README.md"), encoding="utf-8") as f:
    long_description = f.read()

# read version
with open(os.path.join(here, "parler_tts", "__init__.py"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("__version__"):
            version = line.split("=")[1].strip().strip('"')
            break
    else:
        raise RuntimeError("Unable to find version string.")

setuptools.setup(
    name="parler_tts",
    version=version,
    description="Train and run Parler-TTS text-to-speech models.",
    long_description=long_description,
    long_description_content_type="text/markdown",
    packages=setuptools.find_packages(),
    install_requires=_deps,
    extras_require={
        "dev": _extras_dev_deps,
        "train": _extras_training_deps,
    },
)
