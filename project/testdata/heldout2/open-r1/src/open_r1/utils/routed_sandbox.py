from typing import List, Optional
import requests
from e2b_code_interpreter.models import Execution, ExecutionError, Result
class RoutedSandbox:
if __name__ == "__main__":
