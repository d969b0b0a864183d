# Stub: generate with a base model plus a Guanaco adapter. Module constants, no CLI.
max_new_tokens = 64
top_p = 0.9
temperature = 0.7
user_question = "What is Einstein's theory of relativity?"

model_name_or_path = 'huggyllama/llama-7b'
# adapter_path, _ = get_last_checkpoint('qlora/output/guanaco-7b')
adapter_path = 'timdettmers/guanaco-7b'
