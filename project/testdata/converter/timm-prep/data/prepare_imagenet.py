import argparse
import os
import tarfile


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--src', help='folder holding the downloaded ILSVRC2012 tar files')
    p.add_argument('--dst', default='data/imagenet')
    a = p.parse_args()
    for split in ('train', 'val'):
        with tarfile.open(os.path.join(a.src, f'ILSVRC2012_img_{split}.tar')) as t:
            t.extractall(os.path.join(a.dst, split))


if __name__ == '__main__':
    main()
