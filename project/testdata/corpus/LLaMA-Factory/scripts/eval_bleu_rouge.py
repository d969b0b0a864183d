# fixture stub: scores generated predictions (evaluation, not training)
import fire


def main(filename: str):
    raise NotImplementedError("fixture stub")


if __name__ == "__main__":
    fire.Fire(main)
