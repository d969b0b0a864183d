#To build, run
#    docker build -t <image-name> . -f RunPod-NVIDIA-CLI.Dockerfile

FROM runpod/pytorch:2.8.0-py3.11-cuda12.8.1-cudnn-devel-ubuntu22.04

WORKDIR /
RUN git clone https://github.com/Nerogar/OneTrainer
RUN cd OneTrainer \
 && export OT_PLATFORM_REQUIREMENTS=requirements-cuda.txt \
 && export OT_LAZY_UPDATES=true \
 && ./install.sh
