# Seed 001 section 8 (8.1, 8.2, 8.4), the naive single-stage Dockerfile,
# adapted to run without a registry or PyPI: FROM is the local base image
# stand-in (it already ships PyTorch, as the seed's pip torch layer would),
# and the pip installs are limited to what the base satisfies.
ARG BASE
FROM ${BASE}

RUN apt-get update && apt-get install -y \
    python3 python3-dev python3-pip \
    git wget curl \
    libglib2.0-0 \
    && rm -rf /var/lib/apt/lists/*

RUN update-alternatives --install /usr/bin/python python /usr/bin/python3 1

COPY requirements.txt /app/requirements.txt
RUN pip install --break-system-packages --no-cache-dir -r /app/requirements.txt

ENV PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
ENV NVIDIA_VISIBLE_DEVICES=all

WORKDIR /app
COPY *.py /app/
COPY train_configs/ /app/train_configs/
RUN mkdir -p /app/data /app/checkpoints /app/cache

ENTRYPOINT ["python"]
CMD ["train.py", "--config", "train_configs/train.yaml"]
