python examples/iterative_dpo_train.py configs/iterative_dpo.yaml
