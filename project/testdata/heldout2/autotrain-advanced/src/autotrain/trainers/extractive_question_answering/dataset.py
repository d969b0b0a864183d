from functools import partial
from autotrain import logger
def _prepare_dataset(examples, tokenizer, config):
class ExtractiveQuestionAnsweringDataset:
