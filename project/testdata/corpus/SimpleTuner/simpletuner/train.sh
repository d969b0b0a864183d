#!/usr/bin/env bash
# Legacy launcher (fixture stub). Lives in simpletuner/, not at the repo root.

# Pull settings from config/config.env
[ -f "config/config.env" ] && source "config/config.env"

[ -z "${TRAINING_NUM_PROCESSES}" ] && TRAINING_NUM_PROCESSES=1
[ -z "${TRAINING_NUM_MACHINES}" ] && TRAINING_NUM_MACHINES=1
[ -z "${MIXED_PRECISION}" ] && MIXED_PRECISION=bf16
[ -z "${TRAINING_DYNAMO_BACKEND}" ] && TRAINING_DYNAMO_BACKEND="no"
[ -z "${ENV}" ] && export ENV="default"

# ENV=examples/NAME is redirected to simpletuner/examples/NAME/
if [[ "$ENV" == examples/* ]]; then
    export CONFIG_PATH="simpletuner/${ENV}/config"
else
    export CONFIG_PATH="config/${ENV}/config"
fi

if [[ -z "${ACCELERATE_CONFIG_PATH}" ]]; then
    ACCELERATE_CONFIG_PATH="${HOME}/.cache/huggingface/accelerate/default_config.yaml"
fi

if [ -f "${ACCELERATE_CONFIG_PATH}" ]; then
    accelerate launch --config_file="${ACCELERATE_CONFIG_PATH}" simpletuner/train.py
else
    accelerate launch ${ACCELERATE_EXTRA_ARGS} --mixed_precision="${MIXED_PRECISION}" --num_processes="${TRAINING_NUM_PROCESSES}" --num_machines="${TRAINING_NUM_MACHINES}" --dynamo_backend="${TRAINING_DYNAMO_BACKEND}" simpletuner/train.py
fi
