from musubi_tuner.cache_text_encoder_outputs import main

if __name__ == "__main__":
    main()
