# Evaluate tokenizer compression (no arguments).
