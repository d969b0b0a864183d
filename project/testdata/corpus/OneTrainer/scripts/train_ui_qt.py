def main():
    # Qt training window (omitted)
    ...


if __name__ == '__main__':
    main()
