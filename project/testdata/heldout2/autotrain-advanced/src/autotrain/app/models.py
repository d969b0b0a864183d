import collections
from huggingface_hub import list_models
def get_sorted_models(hub_models):
def _fetch_text_classification_models():
def _fetch_llm_models():
def _fetch_image_classification_models():
def _fetch_image_object_detection_models():
def _fetch_seq2seq_models():
def _fetch_token_classification_models():
def _fetch_st_models():
def _fetch_vlm_models():
def fetch_models():
