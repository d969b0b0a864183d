import argparse
import yaml

parser = argparse.ArgumentParser()
parser.add_argument('--fname', type=str, default='configs.yaml', help='name of config file to load')
parser.add_argument('--devices', type=str, nargs='+', default=['cuda:0'])

if __name__ == '__main__':
    args = parser.parse_args()
    with open(args.fname) as f:
        params = yaml.safe_load(f)
    print(params['optimization']['lr'])
