from musubi_tuner.wan_cache_latents import main

if __name__ == "__main__":
    main()
