# How to run: bash train/sft.sh
run_id="$(date +%Y%m%d_%H%M%S)"
base_model="Qwen/Qwen2.5-0.5B-Instruct"
epochs=3
gpu_count=$(nvidia-smi -L | wc -l)

torchrun --nproc-per-node ${gpu_count} --master_port 12345 \
    train/sft.py \
    --block_size=4096 \
    --num_train_epochs=${epochs} \
    --train_file_path="example-org/reasoning-1k" \
    --model_name=${base_model} \
    --bf16=True \
    --save_strategy="no" \
    --output_dir="ckpts/run-${run_id}" \
    --save_only_model=True
