from videochat.models.base import Base


class VideoChat(Base):
    PRETRAINED_MODEL_CONFIG_DICT = {
        "pretrain_vicuna": "configs/models/video_chat.yaml",
        "pretrain_llama_v2": "configs/models/video_chat.yaml",
    }
