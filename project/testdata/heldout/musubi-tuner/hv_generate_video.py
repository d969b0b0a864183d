from musubi_tuner.hv_generate_video import main

if __name__ == "__main__":
    main()
