import os
import sys

local_dir = os.path.join(os.path.dirname(__file__), "tokens")
os.makedirs(local_dir, exist_ok=True)
print("fetching", sys.argv[1], "chunks into", local_dir)
