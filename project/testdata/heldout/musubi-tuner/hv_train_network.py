from musubi_tuner.hv_train_network import main

if __name__ == "__main__":
    main()
