CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node 2 training/supervised_finetuning.py \
    --model_name_or_path Qwen/Qwen2.5-0.5B \
    --train_file_dir ./data/sft \
    --per_device_train_batch_size 2 \
    --do_train \
    --num_train_epochs 1 \
    --save_steps 500 \
    --output_dir outputs-sft-v1 \
    --bf16
