import argparse

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)

if __name__ == "__main__":
    main()
