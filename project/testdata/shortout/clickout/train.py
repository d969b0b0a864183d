import os
import click
import torch

@click.command()
@click.option('-o', '--output', default='outputs', help='folder for checkpoints')
@click.option('-e', '--epochs', default=5, type=int)
def main(output, epochs):
    os.makedirs(output, exist_ok=True)
    for epoch in range(epochs):
        torch.save({}, os.path.join(output, f"ep{epoch}.pt"))

if __name__ == '__main__':
    main()
