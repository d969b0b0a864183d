import json
import os
import random
import datasets
logger = datasets.logging.get_logger(__name__)
_CITATION = """
_DESCRIPTION = """
_URL = "https://instructions.apps.allenai.org/"
class NIConfig(datasets.BuilderConfig):
class NaturalInstructions(datasets.GeneratorBasedBuilder):
