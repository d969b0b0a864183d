from abc import ABC
from abc import abstractmethod
from tokenizers import Tokenizer
from transformers import GPT2Tokenizer, GPT2TokenizerFast
import numpy as np
import sentencepiece as spm
from typing import List, Union
def build_tokenizer(args):
def _vocab_size_with_padding(orig_vocab_size, args):
class AbstractTokenizer(ABC):
class _GPT2BPETokenizer(AbstractTokenizer):
class SentencePieceTokenizer(AbstractTokenizer):
class HFTokenizer(AbstractTokenizer):
class HFGPT2Tokenizer(AbstractTokenizer):
class CharLevelTokenizer(AbstractTokenizer):
class TiktokenTokenizer(AbstractTokenizer):
