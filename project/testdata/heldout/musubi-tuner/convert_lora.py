from musubi_tuner.convert_lora import main

if __name__ == "__main__":
    main()
