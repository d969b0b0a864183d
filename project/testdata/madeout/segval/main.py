import argparse
import os

import matplotlib.pyplot as plt
import torch
from PIL import Image

import utils


def get_argparser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=str, default="deeplab")
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--batch_size", type=int, default=16)
    parser.add_argument("--save_val_results", action="store_true", default=False,
                        help="save segmentation results to \"./results\"")
    return parser


def validate(opts, model, loader):
    if opts.save_val_results:
        if not os.path.exists('results'):
            os.mkdir('results')
        img_id = 0
    for images, labels in loader:
        preds = model(images)
        if opts.save_val_results:
            Image.fromarray(images[0]).save('results/%d_image.png' % img_id)
            Image.fromarray(preds[0]).save('results/%d_pred.png' % img_id)
            plt.savefig('results/%d_overlay.png' % img_id, bbox_inches='tight')
            img_id += 1


def main():
    opts = get_argparser().parse_args()
    model = build(opts.model)

    def save_ckpt(path):
        """ save current model
        """
        torch.save({
            "model_state": model.state_dict(),
        }, path)
        print("Model saved as %s" % path)

    utils.mkdir('checkpoints')
    for epoch in range(30):
        train_one(model)
        save_ckpt('checkpoints/latest_%s_os%d.pth' % (opts.model, 16))
        validate(opts, model, loader)
        save_ckpt('checkpoints/best_%s_os%d.pth' % (opts.model, 16))


if __name__ == '__main__':
    main()
