from musubi_tuner.caption_images_by_qwen_vl import main

if __name__ == "__main__":
    main()
