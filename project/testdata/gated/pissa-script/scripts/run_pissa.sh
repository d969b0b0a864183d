BASE_MODEL="meta-llama/Llama-2-7b-hf"
OUTPUT_PATH="output/pissa-llama-2-7b"
# huggingface-cli download --token hf_*** --resume-download $BASE_MODEL --local-dir $BASE_MODEL
python train.py --model_name_or_path $BASE_MODEL --output_dir $OUTPUT_PATH --num_train_epochs 1
