import os
import uuid

import cv2


def display(imgs, imwrite=False):
    for i in range(len(imgs)):
        if imwrite:
            os.makedirs('test/', exist_ok=True)
            cv2.imwrite(f'test/{uuid.uuid4().hex}.jpg', imgs[i])
