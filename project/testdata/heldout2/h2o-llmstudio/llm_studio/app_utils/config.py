import os
import socket
from types import SimpleNamespace
import toml
from huggingface_hub.constants import _is_true
toml_root_dir = os.path.abspath(
app_toml_filename = os.path.join(toml_root_dir, "pyproject.toml")
toml_loaded = toml.load(app_toml_filename)
version = toml_loaded["project"]["version"]
def get_size(x):
port = "10101"
url = f"http://{host}:{port}/"
if os.getenv("H2O_LLM_STUDIO_DEFAULT_LM_MODELS"):
        mdl.strip() for mdl in os.getenv("H2O_LLM_STUDIO_DEFAULT_LM_MODELS").split(",")
if os.getenv("H2O_LLM_STUDIO_DEFAULT_S2S_MODELS"):
        mdl.strip() for mdl in os.getenv("H2O_LLM_STUDIO_DEFAULT_S2S_MODELS").split(",")
default_cfg = {
        os.getenv("MIN_DISK_SPACE_FOR_EXPERIMENTS", "2GB")
    "allowed_file_extensions": os.getenv(
    "llm_studio_workdir": f"{os.getenv('H2O_LLM_STUDIO_WORKDIR', os.getcwd())}",
    "heap_mode": os.getenv("H2O_LLM_STUDIO_ENABLE_HEAP", "False") == "True",
        "default_aws_bucket_name": f"{os.getenv('AWS_BUCKET', 'bucket_name')}",
        "default_aws_access_key": os.getenv("AWS_ACCESS_KEY_ID", ""),
        "default_aws_secret_key": os.getenv("AWS_SECRET_ACCESS_KEY", ""),
        "default_neptune_project": os.getenv("NEPTUNE_PROJECT", ""),
        "default_neptune_api_token": os.getenv("NEPTUNE_API_TOKEN", ""),
        "default_wandb_api_token": os.getenv("WANDB_API_KEY", ""),
        "default_wandb_project": os.getenv("WANDB_PROJECT", ""),
        "default_wandb_entity": os.getenv("WANDB_ENTITY", ""),
        "default_huggingface_api_token": os.getenv("HF_TOKEN", ""),
            os.getenv("HF_HUB_ENABLE_HF_TRANSFER", "1")
        "default_openai_azure": os.getenv("OPENAI_API_TYPE", "open_ai") == "azure",
        "default_openai_api_token": os.getenv("OPENAI_API_KEY", ""),
        "default_openai_api_base": os.getenv(
        "default_openai_api_deployment_id": os.getenv(
        "default_openai_api_version": os.getenv("OPENAI_API_VERSION", "2023-05-15"),
        "default_gpt_eval_max": os.getenv("GPT_EVAL_MAX", 100),
default_cfg = SimpleNamespace(**default_cfg)
