import sys

print("chat with", sys.argv[1])
