from musubi_tuner.wan_generate_video import main

if __name__ == "__main__":
    main()
