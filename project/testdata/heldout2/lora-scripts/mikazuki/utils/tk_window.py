import os
from mikazuki.log import log
last_dir = ""
def tk_window():
def open_file_selector(
def open_directory_selector(initialdir) -> str:
