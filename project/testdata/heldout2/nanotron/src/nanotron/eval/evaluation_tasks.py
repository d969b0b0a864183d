from functools import partial
from lighteval.metrics.dynamic_metrics import (
from lighteval.metrics.normalizations import LogProbCharNorm, LogProbPMINorm, LogProbTokenNorm
from lighteval.tasks.default_prompts import LETTER_INDICES
from lighteval.tasks.lighteval_task import LightevalTaskConfig
from lighteval.tasks.multilingual.adapters import (
from lighteval.tasks.multilingual.tasks import TASKS_TABLE as ML_TASKS_TABLE
from lighteval.tasks.multilingual.utils.task_utils import get_metrics_for_formulation
from lighteval.tasks.templates.continuation import get_continuation_prompt_function
from lighteval.tasks.templates.hellaswag import get_hellaswag_prompt_function
from lighteval.tasks.templates.multichoice import get_mcq_prompt_function
from lighteval.tasks.templates.utils.formulation import (
from lighteval.utils.language import Language
TASKS_TABLE = []
arc_tasks = [
hellaswag_tasks = [
commonsense_qa_tasks = [
openbook_qa_tasks = [
winogrande_tasks = [
piqa_tasks = [
MMLU_SUBSETS = [
mmlu_tasks = [
mmlu_pro_tasks = [
if __name__ == "__main__":
