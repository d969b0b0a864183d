from radiance.engine.trainer import TrainerConfig

methods = {"fastfield": TrainerConfig(method_name="fastfield")}
AnyMethod = TrainerConfig
