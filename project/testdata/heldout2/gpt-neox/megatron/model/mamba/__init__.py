from .mamba import (
