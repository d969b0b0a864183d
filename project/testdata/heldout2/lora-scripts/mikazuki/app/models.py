from pydantic import BaseModel, Field
from typing import List, Optional, Union, Dict, Any
class TaggerInterrogateRequest(BaseModel):
    additional_tags: str = ""
    exclude_tags: str = ""
    batch_output_action_on_conflict: str = "ignore"
class APIResponse(BaseModel):
class APIResponseSuccess(APIResponse):
    status: str = "success"
class APIResponseFail(APIResponse):
    status: str = "fail"
