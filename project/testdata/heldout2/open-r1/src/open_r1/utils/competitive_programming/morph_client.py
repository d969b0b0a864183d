import asyncio
import json
import logging
import os
import tempfile
from typing import Any, Dict, Optional, Tuple
from dotenv import load_dotenv
from open_r1.utils.import_utils import is_morph_available
class MorphCloudError(Exception):
class MorphCloudExecutionClient:
manager_files=()  # Array to store manager filenames
current_dir="$(pwd)"
checker_dir="$current_dir/checker"
checker_src="$checker_dir/checker.cpp"
graders_dir="$current_dir/graders"
manager_src="$graders_dir/manager.cpp"
graders_list=($(ls "$graders_dir" | grep -v 'manager.cpp'))
problem_name='?'
files_to_compile=("graders/$problem_name.cpp")
TASK_TYPE=$(grep -o '"task_type":[^,}]*' graders/grader_config.json | sed 's/"task_type":\\s*"\\([^"]*\\)"/\\1/')
TASK_NAME=$(grep -o '"code":[^,}]*' graders/grader_config.json | sed 's/"code":\\s*"\\([^"]*\\)"/\\1/')
TIME_LIMIT=$(grep -o '"time_limit":[^,}]*' graders/grader_config.json | sed 's/"time_limit":\\s*\\([^,}]*\\)/\\1/')
MEMORY_LIMIT=$(grep -o '"memory_limit":[^,}]*' graders/grader_config.json | sed 's/"memory_limit":\\s*\\([^,}]*\\)/\\1/')
TASK_EXECUTABLE="graders/$TASK_NAME"
MEMORY_LIMIT_KB=0
CORRECT_OUTPUT=""
SOLUTION_OUTPUT=$(mktemp)
def get_morph_client_from_env(session=None) -> MorphCloudExecutionClient:
    api_key = os.environ.get("MORPH_API_KEY")
