"""Cog predictor (fixture stub): runs a training job inside Replicate's Cog."""


class Predictor:
    def setup(self):
        """Prepare the environment."""

    def predict(self, images=None, config_json: str = None, dataloader_json: str = None):
        """Unpack images, use config_json (default config/config.json), train, return the weights."""
