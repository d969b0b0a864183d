import os
from llm_studio.src.datasets.text_utils import get_tokenizer
from llm_studio.src.plots.text_causal_language_modeling_plots import (
from llm_studio.src.plots.text_causal_language_modeling_plots import (
from llm_studio.src.utils.plot_utils import PlotData
class Plots(TextCausalLanguageModelingPlots):
        path = os.path.join(cfg.output_directory, "batch_viz.parquet")
