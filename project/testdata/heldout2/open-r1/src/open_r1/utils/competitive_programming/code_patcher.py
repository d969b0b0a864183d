import re
def fix_python3_imports(source_code):
def fix_cpp_includes(source_code):
def is_patchable(lang):
def patch_code(text, lang):
tests = [
from fractions import gcd
ans = z // (n * m // gcd(n, m))
div = gcd(num,denom)
if __name__ == "__main__":
