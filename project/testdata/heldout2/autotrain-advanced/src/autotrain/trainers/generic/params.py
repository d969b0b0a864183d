from typing import Dict, Optional
from pydantic import Field
from autotrain.trainers.common import AutoTrainParams
class GenericParams(AutoTrainParams):
    project_name: str = Field("project-name", title="Project Name", description="The name of the project.")
    data_path: str = Field(None, title="Data Path", description="The file path to the dataset.")
    token: str = Field(None, title="Hub Token", description="The authentication token for accessing Hugging Face Hub.")
