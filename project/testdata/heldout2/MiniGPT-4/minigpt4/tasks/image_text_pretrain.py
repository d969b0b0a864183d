from minigpt4.common.registry import registry
from minigpt4.tasks.base_task import BaseTask
class ImageTextPretrainTask(BaseTask):
