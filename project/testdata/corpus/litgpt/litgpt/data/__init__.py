# data modules (Alpaca, Alpaca2k, JSON, TextFiles, TinyStories, ...) - stub
