python -m src.clinic.rl \
    data.train_files=$DATA_DIR/train.parquet \
    data.val_files=$DATA_DIR/test.parquet \
    actor.model.path=$BASE_MODEL \
    rollout.tensor_model_parallel_size=$ROLLOUT_TP_SIZE \
    trainer.n_gpus_per_node=$N_GPUS \
    trainer.experiment_name=$EXPERIMENT_NAME
