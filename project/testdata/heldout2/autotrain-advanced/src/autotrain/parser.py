import os
from dataclasses import dataclass
import requests
import yaml
from autotrain import logger
from autotrain.project import (
from autotrain.tasks import TASKS
from autotrain.trainers.clm.params import LLMTrainingParams
from autotrain.trainers.extractive_question_answering.params import ExtractiveQuestionAnsweringParams
from autotrain.trainers.image_classification.params import ImageClassificationParams
from autotrain.trainers.image_regression.params import ImageRegressionParams
from autotrain.trainers.object_detection.params import ObjectDetectionParams
from autotrain.trainers.sent_transformers.params import SentenceTransformersParams
from autotrain.trainers.seq2seq.params import Seq2SeqParams
from autotrain.trainers.tabular.params import TabularParams
from autotrain.trainers.text_classification.params import TextClassificationParams
from autotrain.trainers.text_regression.params import TextRegressionParams
from autotrain.trainers.token_classification.params import TokenClassificationParams
from autotrain.trainers.vlm.params import VLMTrainingParams
@dataclass
class AutoTrainConfigParser:
            params["push_to_hub"] = self.config["hub"]["push_to_hub"]
            params["push_to_hub"] = False
                params["username"] = os.environ.get(params["username"][2:-1])
                params["token"] = os.environ.get(params["token"][2:-1])
