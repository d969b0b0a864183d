import os
def init_wandb_training(training_args):
        os.environ["WANDB_ENTITY"] = training_args.wandb_entity
        os.environ["WANDB_PROJECT"] = training_args.wandb_project
        os.environ["WANDB_RUN_GROUP"] = training_args.wandb_run_group
