import cv2
class CannyDetector:
