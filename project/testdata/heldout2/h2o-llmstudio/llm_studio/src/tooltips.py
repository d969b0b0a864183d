import glob
import re
from dataclasses import dataclass
tooltip_files = glob.glob("documentation/docs/tooltips/**/*.mdx", recursive=True)
def read_tooltip_file(path: str) -> str:
def cleanhtml(raw_html: str) -> str:
def clean_docusaurus_tags(text: str) -> str:
def clean_md_links(text: str) -> str:
@dataclass
class Tooltip:
class Tooltips:
tooltips = Tooltips()
