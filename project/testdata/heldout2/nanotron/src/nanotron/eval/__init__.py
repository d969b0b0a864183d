from .one_job_runner import LightEvalRunner
