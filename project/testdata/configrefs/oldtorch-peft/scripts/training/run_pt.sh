lr=2e-4
lora_rank=8
pretrained_model=hfl/chinese-llama-7b
dataset_dir=../../data
output_dir=output_pt

torchrun --nnodes 1 --nproc_per_node 1 run_clm_pt_with_peft.py \
    --model_name_or_path ${pretrained_model} \
    --dataset_dir ${dataset_dir} \
    --learning_rate ${lr} \
    --lora_rank ${lora_rank} \
    --output_dir ${output_dir}
