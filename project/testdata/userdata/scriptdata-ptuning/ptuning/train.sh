PRE_SEQ_LEN=128
LR=2e-2

CUDA_VISIBLE_DEVICES=0 python3 main.py \
    --do_train \
    --train_file AdvertiseGen/train.json \
    --validation_file AdvertiseGen/dev.json \
    --model_name_or_path org/chat-6b \
    --output_dir output/adgen-pt-$PRE_SEQ_LEN-$LR \
    --max_steps 3000 \
    --learning_rate $LR \
    --pre_seq_len $PRE_SEQ_LEN
