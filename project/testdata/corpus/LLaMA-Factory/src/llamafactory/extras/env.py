VERSION = "0.9.5.dev0"
