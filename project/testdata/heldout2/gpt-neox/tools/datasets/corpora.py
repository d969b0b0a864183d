import os
from abc import ABC, abstractmethod
from multiprocessing import cpu_count
GPT2_VOCAB_URL = "https://s3.amazonaws.com/models.huggingface.co/bert/gpt2-vocab.json"
GPT2_MERGE_URL = "https://s3.amazonaws.com/models.huggingface.co/bert/gpt2-merges.txt"
class DataDownloader(ABC):
            data_dir = os.environ.get("DATA_DIR", "./data")
class Enron(DataDownloader):
class PileSubset(DataDownloader):
class Pile(DataDownloader):
class Github(DataDownloader):
class ArXiv(DataDownloader):
class EuroParl(DataDownloader):
class FreeLaw(DataDownloader):
class NiH(DataDownloader):
class PubMed(DataDownloader):
class Books1(DataDownloader):
class Books3(DataDownloader):
class HackerNews(DataDownloader):
class OpenWebText2(DataDownloader):
class StackExchange(DataDownloader):
class UbuntuIRC(DataDownloader):
class YoutubeSubtitles(DataDownloader):
class C4(DataDownloader):
class C4OpenWebText(DataDownloader):
class Enwik8(DataDownloader):
def maybe_download_gpt2_tokenizer_data(tokenizer_type, data_dir):
DATA_DOWNLOADERS = {
def prepare_dataset(
        data_dir = os.environ.get("DATA_DIR", "./data")
