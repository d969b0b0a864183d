from typing import List, Optional
import requests
class RoutedMorphSandbox:
