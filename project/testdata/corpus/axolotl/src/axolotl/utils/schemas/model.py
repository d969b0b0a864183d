"""Pydantic config models (fixture stub: output fields only)."""

from pydantic import BaseModel, Field


class ModelOutputConfig(BaseModel):
    output_dir: str = Field(default="./model-out")
    hub_model_id: str | None = Field(default=None)
