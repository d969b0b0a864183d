lr=1e-4
lora_rank=64
pretrained_model=path/to/hf/llama/dir/or/model_id
tokenizer_name_or_path=${pretrained_model}
dataset_dir=path/to/sft/data/dir
per_device_train_batch_size=1
output_dir=output_dir

torchrun --nnodes 1 --nproc_per_node 1 run_clm_sft_with_peft.py \
    --model_name_or_path ${pretrained_model} \
    --tokenizer_name_or_path ${tokenizer_name_or_path} \
    --dataset_dir ${dataset_dir} \
    --per_device_train_batch_size ${per_device_train_batch_size} \
    --learning_rate ${lr} \
    --lora_rank ${lora_rank} \
    --output_dir ${output_dir}
