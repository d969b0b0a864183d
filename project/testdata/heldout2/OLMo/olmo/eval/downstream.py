import abc
import logging
import re
from typing import Any, Dict, List, Optional, Sequence, Union
import datasets
import torch
import torch.nn.functional as F
from sklearn.metrics import f1_score
from torchmetrics import Metric
from olmo.util import load_hf_dataset, load_oe_eval_requests
from ..tokenizer import Tokenizer
log = logging.getLogger(__name__)
METRIC_FROM_OE_EVAL = {
LOG_2_OF_E = 1.44269504089
class ICLMetric(Metric):
class ICLMultiChoiceTaskDataset(metaclass=abc.ABCMeta):
class PIQA(ICLMultiChoiceTaskDataset):
class HellaSwag(ICLMultiChoiceTaskDataset):
class WinoGrande(ICLMultiChoiceTaskDataset):
class OpenBookQA(ICLMultiChoiceTaskDataset):
class BoolQ(ICLMultiChoiceTaskDataset):
class SciQ(ICLMultiChoiceTaskDataset):
class ArcEasy(ICLMultiChoiceTaskDataset):
class ArcChallenge(ArcEasy):
class ArcEasyCELoss(ArcEasy):
class BasicArithmetic(ArcEasy):
class CommonsenseQA(ArcEasy):
class SocialIQa(ICLMultiChoiceTaskDataset):
class COPA(ICLMultiChoiceTaskDataset):
class RTE(ICLMultiChoiceTaskDataset):
class CommitmentBank(ICLMultiChoiceTaskDataset):
class MRPC(ICLMultiChoiceTaskDataset):
class SST2(ICLMultiChoiceTaskDataset):
class MMLU(ICLMultiChoiceTaskDataset):
class TriviaQACELoss(ICLMultiChoiceTaskDataset):
class NaturalQuestionsCELoss(ICLMultiChoiceTaskDataset):
class OEEvalTask(ICLMultiChoiceTaskDataset):
label_to_task_map = {
label_to_task_map_new = {
label_to_task_map = {
