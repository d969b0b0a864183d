import gzip
import html
import os
from functools import lru_cache
import ftfy
import regex as re
def default_bpe():
def bytes_to_unicode():
def get_pairs(word):
def basic_clean(text):
def whitespace_clean(text):
class SimpleTokenizer(object):
