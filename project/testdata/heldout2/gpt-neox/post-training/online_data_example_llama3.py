import socket
import threading
import datasets
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline
import requests
import pickle
from collections import defaultdict
import time
def get_positive_score(scores):
def http_bot(url, pload):
def threaded_data_gatherer(
def data_generator(
if __name__ == "__main__":
