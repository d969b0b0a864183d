import os
import evaluate
import nltk
import numpy as np
ROUGE_METRIC = evaluate.load("rouge")
MODEL_CARD = """
def _seq2seq_metrics(pred, tokenizer):
def create_model_card(config, trainer):
