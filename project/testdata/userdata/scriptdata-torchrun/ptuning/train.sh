PRE_SEQ_LEN=128
LR=2e-2
NUM_GPUS=1

torchrun --standalone --nnodes=1 --nproc-per-node=$NUM_GPUS main.py \
    --do_train \
    --train_file AdvertiseGen/train.json \
    --validation_file AdvertiseGen/dev.json \
    --preprocessing_num_workers 10 \
    --model_name_or_path org/chat2-6b \
    --output_dir output/adgen-chat2-pt-$PRE_SEQ_LEN-$LR \
    --max_steps 3000 \
    --pre_seq_len $PRE_SEQ_LEN
