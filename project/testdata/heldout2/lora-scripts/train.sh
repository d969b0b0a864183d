#!/bin/bash
# LoRA training script (fixture: the variables and launch of the real one, comments ours).
# Edit the values below, then run it from an activated venv.

# model and images
pretrained_model="./sd-models/model.ckpt" # base model file
model_type="sd1.5"                        # sd1.5 sd2.0 sdxl flux
parameterization=0                        # v-parameterization, sd2.0 only

train_data_dir="./train/aki" # training images
reg_data_dir=""              # regularization images, empty for none

# network
network_module="networks.lora" # lycoris.kohya for LyCORIS
network_weights=""             # continue from an existing LoRA
network_dim=32
network_alpha=32

# training
resolution="512,512"
batch_size=1
max_train_epoches=10
save_every_n_epochs=2

train_unet_only=0
train_text_encoder_only=0
stop_text_encoder_training=0

noise_offset="0"
keep_tokens=0
min_snr_gamma=0

# learning rate
lr="1e-4"
unet_lr="1e-4"
text_encoder_lr="1e-5"
lr_scheduler="cosine_with_restarts"
lr_warmup_steps=0
lr_restart_cycles=1

optimizer_type="AdamW8bit"

# output
output_name="aki"
save_model_as="safetensors"

save_state=0
resume=""

min_bucket_reso=256
max_bucket_reso=1024
persistent_data_loader_workers=1
clip_skip=2
multi_gpu=0 # only with 2 or more GPUs
lowram=0

# LyCORIS
algo="lora"
conv_dim=4
conv_alpha=4
dropout="0"

# logging
use_wandb=0
wandb_api_key=""
log_tracker_name=""

# ============= nothing to edit below =============
export HF_HOME="huggingface"
export TF_CPP_MIN_LOG_LEVEL=3

extArgs=()
launchArgs=()

trainer_file="./scripts/stable/train_network.py"

if [ $model_type == "sd1.5" ]; then
  ext_args+=("--clip_skip=$clip_skip")
elif [ $model_type == "sd2.0" ]; then
  ext_args+=("--v2")
elif [ $model_type == "sdxl" ]; then
  trainer_file="./scripts/stable/sdxl_train_network.py"
elif [ $model_type == "flux" ]; then
  trainer_file="./scripts/dev/flux_train_network.py"
fi

if [[ $multi_gpu == 1 ]]; then
  launchArgs+=("--multi_gpu")
  launchArgs+=("--num_processes=2")
fi

if [[ $lowram ]]; then extArgs+=("--lowram"); fi
if [[ $parameterization == 1 ]]; then extArgs+=("--v_parameterization"); fi
if [[ $train_unet_only == 1 ]]; then extArgs+=("--network_train_unet_only"); fi
if [[ $train_text_encoder_only == 1 ]]; then extArgs+=("--network_train_text_encoder_only"); fi
if [[ $network_weights ]]; then extArgs+=("--network_weights $network_weights"); fi
if [[ $reg_data_dir ]]; then extArgs+=("--reg_data_dir $reg_data_dir"); fi
if [[ $optimizer_type ]]; then extArgs+=("--optimizer_type $optimizer_type"); fi
if [[ $save_state == 1 ]]; then extArgs+=("--save_state"); fi
if [[ $resume ]]; then extArgs+=("--resume $resume"); fi
if [[ $persistent_data_loader_workers == 1 ]]; then extArgs+=("--persistent_data_loader_workers"); fi

if [[ $use_wandb == 1 ]]; then
  extArgs+=("--log_with=all")
  if [[ $wandb_api_key ]]; then extArgs+=("--wandb_api_key $wandb_api_key"); fi
else
  extArgs+=("--log_with=tensorboard")
fi

python -m accelerate.commands.launch ${launchArgs[@]} --num_cpu_threads_per_process=4 $trainer_file \
  --enable_bucket \
  --pretrained_model_name_or_path=$pretrained_model \
  --train_data_dir=$train_data_dir \
  --output_dir="./output" \
  --logging_dir="./logs" \
  --log_prefix=$output_name \
  --resolution=$resolution \
  --network_module=$network_module \
  --max_train_epochs=$max_train_epoches \
  --learning_rate=$lr \
  --unet_lr=$unet_lr \
  --text_encoder_lr=$text_encoder_lr \
  --lr_scheduler=$lr_scheduler \
  --lr_warmup_steps=$lr_warmup_steps \
  --lr_scheduler_num_cycles=$lr_restart_cycles \
  --network_dim=$network_dim \
  --network_alpha=$network_alpha \
  --output_name=$output_name \
  --train_batch_size=$batch_size \
  --save_every_n_epochs=$save_every_n_epochs \
  --mixed_precision="fp16" \
  --save_precision="fp16" \
  --seed="1337" \
  --cache_latents \
  --prior_loss_weight=1 \
  --max_token_length=225 \
  --caption_extension=".txt" \
  --save_model_as=$save_model_as \
  --min_bucket_reso=$min_bucket_reso \
  --max_bucket_reso=$max_bucket_reso \
  --keep_tokens=$keep_tokens \
  --xformers --shuffle_caption ${extArgs[@]}
