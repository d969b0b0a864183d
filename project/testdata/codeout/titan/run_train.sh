#!/usr/bin/bash
set -ex

NGPU=${NGPU:-"8"}
MODULE=${MODULE:-"llama3"}
CONFIG=${CONFIG:-"llama3_debug"}

torchrun --nproc_per_node=${NGPU} --rdzv_backend c10d --rdzv_endpoint="localhost:0" \
    -m titan.train --module ${MODULE} --config ${CONFIG} "$@"
