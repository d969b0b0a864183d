# Stub: image + caption dataset. Keys of data_config in the YAML become these arguments.
from torch.utils.data import Dataset, DataLoader


def image_resize(img, max_size=512):
    return img


class CustomImageDataset(Dataset):
    def __init__(self, img_dir, img_size=512, caption_type='txt',
                 random_ratio=False, caption_dropout_rate=0.1, cached_text_embeddings=None,
                 cached_image_embeddings=None, txt_cache_dir=None, img_cache_dir=None):
        self.img_dir = img_dir


def loader(train_batch_size, num_workers, **args):
    dataset = CustomImageDataset(**args)
    return DataLoader(dataset, batch_size=train_batch_size, num_workers=num_workers, shuffle=True)
