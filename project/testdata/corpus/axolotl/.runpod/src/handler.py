"""RunPod serverless handler: receives a JSON job and starts training (fixture stub)."""


def handler(job):
    """Write the job's config to disk and run axolotl train on it."""
