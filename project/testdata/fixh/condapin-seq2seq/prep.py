import argparse
import pickle


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('-src', required=True)
    parser.add_argument('-trg', required=True)
    parser.add_argument('-save_data', required=True)
    opt = parser.parse_args()
    with open(opt.save_data, 'wb') as f:
        pickle.dump({'src': opt.src, 'trg': opt.trg}, f)


if __name__ == '__main__':
    main()
