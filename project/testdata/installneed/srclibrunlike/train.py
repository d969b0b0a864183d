import torch
import helpers


def main():
    model = helpers.build()
    torch.save(model.state_dict(), 'model.pt')


if __name__ == '__main__':
    main()
