import os
from urllib.request import urlretrieve
# fetch DF2K into datasets/DF2K
for url in ["http://example.org/DIV2K_train_HR.zip", "http://example.org/Flickr2K.tar"]:
    urlretrieve(url, os.path.join("datasets", "DF2K", os.path.basename(url)))
