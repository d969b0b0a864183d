import time


def progress_bar(current, total, msg=None):
    print(f"{current}/{total} {msg or ''}")
