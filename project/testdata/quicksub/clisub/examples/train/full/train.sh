# 76GiB
CUDA_VISIBLE_DEVICES=0 \
tunekit sft \
    --model Qwen/Qwen2.5-7B-Instruct \
    --tuner_type full \
    --dataset 'AI-ModelScope/alpaca-gpt4-data-en#500' \
    --learning_rate 1e-5 \
    --output_dir output
