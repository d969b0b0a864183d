import io
import os
import time
from pathlib import Path
import requests
from PIL import Image
API_ENDPOINT = "https://api.bfl.ml"
class ApiException(Exception):
class ImageRequest:
            self.api_key = os.environ.get("BFL_API_KEY")
if __name__ == "__main__":
