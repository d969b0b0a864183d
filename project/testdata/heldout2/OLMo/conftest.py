"""Test setup (fixture)."""
import pytest
