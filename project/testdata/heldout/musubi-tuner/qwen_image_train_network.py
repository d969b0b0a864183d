from musubi_tuner.qwen_image_train_network import main

if __name__ == "__main__":
    main()
