# 22GiB
CUDA_VISIBLE_DEVICES=0 \
tunekit sft \
    --model Qwen/Qwen2.5-7B-Instruct \
    --tuner_type lora \
    --dataset 'AI-ModelScope/alpaca-gpt4-data-en#500' \
    --output_dir output
