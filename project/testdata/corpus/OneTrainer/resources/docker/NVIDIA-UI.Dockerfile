# Note: this Dockerfile is known to be outdated.
FROM docker.io/nvidia/cuda:11.8.0-devel-ubuntu22.04

ENV PYTHONUNBUFFERED=1

RUN apt-get update --yes && apt-get install --yes python3.10 python3.10-tk pip git

WORKDIR /OneTrainer
COPY . /OneTrainer

RUN python3 -m pip install -r requirements.txt

CMD ["python3", "scripts/train_ui.py"]
