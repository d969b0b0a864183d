def add_model_args(p):
    p.add_argument('--hidden_size', type=int, default=128)
    p.add_argument('--layers', type=int, default=4)
