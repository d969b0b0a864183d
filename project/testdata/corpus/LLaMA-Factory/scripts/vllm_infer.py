# fixture stub: batch generation with vLLM (evaluation/inference, not training)
import fire


def vllm_infer(
    model_name_or_path: str,
    adapter_name_or_path: str = None,
    dataset: str = "alpaca_en_demo",
    dataset_dir: str = "data",
    template: str = "default",
    save_name: str = "generated_predictions.jsonl",
):
    raise NotImplementedError("fixture stub")


if __name__ == "__main__":
    fire.Fire(vllm_infer)
