def main(argv=None):
    print("infer", argv)
