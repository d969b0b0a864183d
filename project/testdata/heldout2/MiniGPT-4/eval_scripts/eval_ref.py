"""Scores referring-expression grounding of a checkpoint (fixture stub)."""
import argparse
