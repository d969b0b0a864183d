"""Stub: loads templates/<name>.json and builds prompts."""
import json
import os.path as osp


class Prompter(object):
    def __init__(self, template_name: str = "", verbose: bool = False):
        if not template_name:
            template_name = "alpaca"
        file_name = osp.join("templates", f"{template_name}.json")
        with open(file_name) as fp:
            self.template = json.load(fp)
