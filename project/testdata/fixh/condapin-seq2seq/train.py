import argparse
import os
import torch


def main():
    '''
    Usage: python train.py -data_pkl corpus_shared.pkl -log corpus_shared -share_emb
    '''
    parser = argparse.ArgumentParser()
    parser.add_argument('-data_pkl', default=None)
    parser.add_argument('-epoch', type=int, default=10)
    parser.add_argument('-b', '--batch_size', type=int, default=2048)
    parser.add_argument('-d_model', type=int, default=512)
    parser.add_argument('-warmup', '--n_warmup_steps', type=int, default=4000)
    parser.add_argument('-lr_mul', type=float, default=2.0)
    parser.add_argument('-share_emb', action='store_true')
    parser.add_argument('-output_dir', type=str, default=None)
    parser.add_argument("-log", default=None)
    parser.add_argument('-smoothing', action='store_true')
    opt = parser.parse_args()
    os.makedirs(opt.output_dir, exist_ok=True)
    torch.save({'epochs': opt.epoch}, os.path.join(opt.output_dir, 'model.chkpt'))


if __name__ == '__main__':
    main()
