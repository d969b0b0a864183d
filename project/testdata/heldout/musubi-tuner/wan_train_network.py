from musubi_tuner.wan_train_network import main

if __name__ == "__main__":
    main()
