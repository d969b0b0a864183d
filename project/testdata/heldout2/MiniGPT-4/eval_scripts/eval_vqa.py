"""Scores VQA answers of a checkpoint (fixture stub)."""
import argparse
