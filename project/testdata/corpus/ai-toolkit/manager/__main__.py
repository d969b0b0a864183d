# fixture stub: `python -m manager {install,update,launch,doctor}`
import argparse


def main():
    parser = argparse.ArgumentParser(prog="manager")
    parser.add_argument("command", nargs="?", default="launch", choices=["install", "update", "launch", "doctor"])
    parser.add_argument("--cpu", action="store_true")
    parser.parse_args()


if __name__ == "__main__":
    main()
