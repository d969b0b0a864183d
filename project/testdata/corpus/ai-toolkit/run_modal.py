# fixture stub: runs training on Modal (cloud), not locally
import modal

model_volume = modal.Volume.from_name("flux-lora-models", create_if_missing=True)
MOUNT_DIR = "/root/ai-toolkit/modal_output"  # must match training_folder in the modal configs

code_mount = modal.Mount.from_local_dir("/Users/username/ai-toolkit", remote_path="/root/ai-toolkit")
app = modal.App(name="flux-lora-training", mounts=[code_mount], volumes={MOUNT_DIR: model_volume})


@app.function(gpu="A100", timeout=7200)
def main(config_file_list_str: str, recover: bool = False, name: str = None):
    config_file_list = config_file_list_str.split(",")
    raise NotImplementedError("fixture stub")
