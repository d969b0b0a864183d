import html
import re
from dataclasses import dataclass
PLOT_ENCODINGS = ["image", "html", "df"]
@dataclass
class PlotData:
def get_line_separator_html():
def decode_bytes(chunks: list[bytes]):
def format_for_markdown_visualization(text: str) -> str:
def list_to_markdown_representation(
    tokens: list[str], masks: list[bool], pad_token: int, num_chars: int = 65
