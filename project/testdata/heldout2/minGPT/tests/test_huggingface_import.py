"""Checks that GPT-2 weights load into minGPT (fixture)."""
import unittest

from mingpt.model import GPT


class TestHuggingFaceImport(unittest.TestCase):
    def test_gpt2(self):
        self.skipTest("fixture")
