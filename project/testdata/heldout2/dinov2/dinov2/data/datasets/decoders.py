from io import BytesIO
from typing import Any
from PIL import Image
class Decoder:
class ImageDataDecoder(Decoder):
class TargetDecoder(Decoder):
