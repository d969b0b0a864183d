# Stub: collects baseline answers from an OpenAI model.
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="ChatGPT answer generation.")
    parser.add_argument("-q", "--question")
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
