from musubi_tuner.wan_cache_text_encoder_outputs import main

if __name__ == "__main__":
    main()
