import click


@click.command()
@click.option('-c', '--checkpoint', required=True)
@click.option('-o', '--output_dir', required=True)
def main(checkpoint, output_dir):
    pass


if __name__ == '__main__':
    main()
