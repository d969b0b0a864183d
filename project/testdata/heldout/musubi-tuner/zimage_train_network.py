from musubi_tuner.zimage_train_network import main

if __name__ == "__main__":
    main()
