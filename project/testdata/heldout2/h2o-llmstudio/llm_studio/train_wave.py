"""Runs an experiment started from the web UI (fixture)."""
import os

from llm_studio.train import run

if __name__ == "__main__":
    run(cfg=None)
