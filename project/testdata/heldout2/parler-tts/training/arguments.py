# fixture stub: ModelArguments, DataTrainingArguments, ParlerTTSTrainingArguments
