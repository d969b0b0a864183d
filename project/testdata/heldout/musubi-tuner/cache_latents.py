from musubi_tuner.cache_latents import main

if __name__ == "__main__":
    main()
