import os
from autotrain import logger
MODEL_CARD = """
from sentence_transformers import SentenceTransformer
model = SentenceTransformer("sentence_transformers_model_id")
sentences = [
embeddings = model.encode(sentences)
similarities = model.similarity(embeddings, embeddings)
def process_columns(data, config):
def create_model_card(config, trainer):
