import json
import os
import random
import string
import subprocess
import ipywidgets as widgets
import yaml
from autotrain.app.models import fetch_models
from autotrain.app.params import get_task_params
def generate_random_string():
def colab_app():
        _p["push_to_hub"] = True
            os.environ["HF_USERNAME"] = hf_user.value
            os.environ["HF_TOKEN"] = hf_token.value
            push_to_hub = params_val.get("push_to_hub", True)
            if "push_to_hub" in params_val:
                params_val = {k: v for k, v in params_val.items() if k != "push_to_hub"}
                    "push_to_hub": push_to_hub,
