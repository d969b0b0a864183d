# fixture stub: how the manager picks torch and the requirements file per machine

TORCH = {"torch": "2.13.0", "torchvision": "0.28.0", "torchaudio": "2.11.0"}
PYTORCH_INDEX = "https://download.pytorch.org/whl/"
SPARK_BACKEND = "cu134"  # RTX Spark = Windows on ARM, self-built wheels


def _cuda_spec(detection):
    flavor = "cu130"  # cu126 when the driver only supports CUDA 12.6-12.9
    python_version = "3.12"
    # DGX OS / Grace (linux + aarch64 + nvidia) -> dgx_requirements.txt; the old
    # "Python 3.11 on DGX OS" advice was for conda/system installs
    requirements = "dgx_requirements.txt" if detection.get("is_dgx") else "requirements.txt"
    return {"backend": flavor, "torch": TORCH, "index": PYTORCH_INDEX + flavor,
            "python": python_version, "requirements": requirements}


def _spark_spec(detection):
    # windows + aarch64 + driver with CUDA >= 13.4
    return {"backend": SPARK_BACKEND, "python": "3.12", "requirements": "spark_requirements.txt"}
