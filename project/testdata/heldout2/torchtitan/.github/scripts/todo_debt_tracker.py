import json
import os
import re
import subprocess
import sys
from datetime import datetime, timezone
LINK_REGEX = re.compile(
def get_repo_full_name() -> str:
    repo = os.environ.get("GITHUB_REPOSITORY")
def get_git_info() -> tuple[str, str]:
    ref = os.environ.get("GITHUB_REF_NAME", "main")
def get_line_author(file_path: str, line_no: int) -> str:
def get_github_data(
def parse_comment_block(
def scan_file_for_todos(file_path: str) -> list[dict[str, str]]:
def get_human_readable_time(iso_date_str: str) -> str:
def generate_markdown_report(all_items: list[dict[str, str]]) -> str:
def main() -> None:
    summary_path = os.environ.get("GITHUB_STEP_SUMMARY")
if __name__ == "__main__":
