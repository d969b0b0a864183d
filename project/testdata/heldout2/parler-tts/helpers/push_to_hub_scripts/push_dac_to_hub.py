import dac
from transformers import AutoConfig, AutoModel, EncodecFeatureExtractor
from parler_tts import DACConfig, DACModel
from transformers import AutoConfig, AutoModel
from transformers import EncodecFeatureExtractor
from importlib.metadata import version
from packaging.version import Version
model_path = dac.utils.download(model_type="44khz")
model = dac.DAC.load(model_path)
hf_dac = DACModel(DACConfig())
hf_dac.push_to_hub("parler-tts/dac_44khZ_8kbps")
EncodecFeatureExtractor(sampling_rate=44100).push_to_hub("parler-tts/dac_44khZ_8kbps")
