set -x

GPUS=${GPUS:-8}
PER_DEVICE_BATCH_SIZE=${PER_DEVICE_BATCH_SIZE:-4}
OUTPUT_DIR='work_dirs/vlnet_chat_2b_lora'

mkdir -p "$OUTPUT_DIR"

torchrun --nproc_per_node=${GPUS} --master_port=34229 \
  vlnet/train/finetune.py \
  --model_name_or_path "vlnet/VLNet-Chat-2B" \
  --meta_path "./shell/data/custom_data.json" \
  --output_dir ${OUTPUT_DIR} \
  --per_device_train_batch_size ${PER_DEVICE_BATCH_SIZE} \
  --use_lora True
