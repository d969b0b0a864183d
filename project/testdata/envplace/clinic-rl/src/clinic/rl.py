import sys

def main(argv):
    overrides = dict(a.split("=", 1) for a in argv)

if __name__ == "__main__":
    main(sys.argv[1:])
