import os
import json
import regex as re
import requests
import torch
def bytes_to_unicode():
def get_pairs(word):
class Encoder:
def get_file(local_file, remote_file):
def get_encoder():
class BPETokenizer:
if __name__ == '__main__':
