from .models import create_model
