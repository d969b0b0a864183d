import os
from dataclasses import dataclass
from typing import Union
from autotrain.backends.base import AVAILABLE_HARDWARE
from autotrain.backends.endpoints import EndpointsRunner
from autotrain.backends.local import LocalRunner
from autotrain.backends.ngc import NGCRunner
from autotrain.backends.nvcf import NVCFRunner
from autotrain.backends.spaces import SpaceRunner
from autotrain.dataset import (
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
def tabular_munge_data(params, local):
def llm_munge_data(params, local):
def seq2seq_munge_data(params, local):
def text_clf_munge_data(params, local):
def text_reg_munge_data(params, local):
def token_clf_munge_data(params, local):
def img_clf_munge_data(params, local):
def img_obj_detect_munge_data(params, local):
def sent_transformers_munge_data(params, local):
def img_reg_munge_data(params, local):
def vlm_munge_data(params, local):
def ext_qa_munge_data(params, local):
@dataclass
class AutoTrainProject:
