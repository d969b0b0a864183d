# Stub: target + control image dataset for Qwen-Image-Edit.
from torch.utils.data import Dataset, DataLoader


def image_resize(img, max_size=512):
    return img


class CustomImageDataset(Dataset):
    def __init__(self, img_dir, img_size=512, caption_type='txt',
                 random_ratio=False, caption_dropout_rate=0.1, cached_text_embeddings=None,
                 cached_image_embeddings=None, control_dir=None, cached_image_embeddings_control=None):
        self.img_dir = img_dir
        self.control_dir = control_dir


def loader(train_batch_size, num_workers, **args):
    dataset = CustomImageDataset(**args)
    return DataLoader(dataset, batch_size=train_batch_size, num_workers=num_workers, shuffle=True)
