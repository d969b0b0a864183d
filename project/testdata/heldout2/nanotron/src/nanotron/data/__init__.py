from nanotron.data.clm_collator import DataCollatorForCLM, DataCollatorForCLMWithPositionIds
from nanotron.data.dataloader import (
from nanotron.data.processing import clm_process, get_datasets
from nanotron.data.samplers import EmptyInfiniteDataset, SkipBatchSampler, get_sampler
from nanotron.data.sft_processing import prepare_sft_dataset, process_sft
__all__ = [
