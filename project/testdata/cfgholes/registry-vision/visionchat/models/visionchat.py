class VisionChat:
    # model_type -> default model config, under the package
    PRETRAINED_MODEL_CONFIG_DICT = {
        "pretrain_vicuna0": "configs/models/visionchat_vicuna0.yaml",
        "pretrain_llama2": "configs/models/visionchat_llama2.yaml",
    }
