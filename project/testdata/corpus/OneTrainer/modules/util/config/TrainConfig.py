# Reduced stub: only the defaults that decide where files are read and written.


class TrainConfig:
    @staticmethod
    def default_values() -> 'TrainConfig':
        data = []

        # name, default value, data type, nullable
        data.append(("debug_dir", "debug", str, False))
        data.append(("workspace_dir", "workspace/run", str, False))
        data.append(("cache_dir", "workspace-cache/run", str, False))
        data.append(("tensorboard", True, bool, False))
        data.append(("base_model_name", "stable-diffusion-v1-5/stable-diffusion-v1-5", str, False))
        data.append(("output_model_destination", "models/model.safetensors", str, False))
        data.append(("concept_file_name", "training_concepts/concepts.json", str, False))
        data.append(("sample_definition_file_name", "training_samples/samples.json", str, False))

        return data
