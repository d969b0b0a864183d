import collections
import json
import os
import numpy as np
from datasets import load_metric
from transformers import EvalPrediction
from autotrain import logger
MODEL_CARD = """
import torch
from transformers import AutoModelForQuestionAnswering, AutoTokenizer
model = AutoModelForQuestionAnswering.from_pretrained(...)
tokenizer = AutoTokenizer.from_pretrained(...)
from transformers import BertTokenizer, BertForQuestionAnswering
inputs = tokenizer(question, text, return_tensors='pt')
start_positions = torch.tensor([1])
end_positions = torch.tensor([3])
outputs = model(**inputs, start_positions=start_positions, end_positions=end_positions)
loss = outputs.loss
start_scores = outputs.start_logits
end_scores = outputs.end_logits
SQUAD_METRIC = load_metric("squad")
SQUAD_V2_METRIC = load_metric("squad_v2")
def postprocess_qa_predictions(
    output_dir=None,
        output_dir (:obj:`str`, `optional`):
            answers, are saved in `output_dir`.
    # If we have an output_dir, let's save all those dicts.
    if output_dir is not None:
        if not os.path.isdir(output_dir):
            raise EnvironmentError(f"{output_dir} is not a directory.")
            output_dir, "predictions.json" if prefix is None else f"{prefix}_predictions.json"
            output_dir, "nbest_predictions.json" if prefix is None else f"{prefix}_nbest_predictions.json"
                output_dir, "null_odds.json" if prefix is None else f"{prefix}_null_odds.json"
def post_processing_function_qa(examples, features, predictions, version_2_with_negative, config, stage="eval"):
        output_dir=None,
def compute_metrics(pred, eval_dataset, eval_examples, use_v2, config):
def create_model_card(config, trainer):
def prepare_qa_validation_features(examples, tokenizer, config):
