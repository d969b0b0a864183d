from musubi_tuner.hv_train import main

if __name__ == "__main__":
    main()
