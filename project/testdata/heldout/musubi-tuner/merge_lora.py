from musubi_tuner.merge_lora import main

if __name__ == "__main__":
    main()
