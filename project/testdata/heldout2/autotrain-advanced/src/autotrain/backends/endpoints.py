import requests
from autotrain.backends.base import BaseBackend
ENDPOINTS_URL = "https://api.endpoints.huggingface.cloud/v2/endpoint/"
class EndpointsRunner(BaseBackend):
