from transformers import AutoTokenizer, PreTrainedTokenizerFast
from hf_olmo.configuration_olmo import OLMoConfig
class OLMoTokenizerFast(PreTrainedTokenizerFast):
    # def save_vocabulary(self, save_directory: str, filename_prefix: Optional[str] = None) -> Tuple[str]:
