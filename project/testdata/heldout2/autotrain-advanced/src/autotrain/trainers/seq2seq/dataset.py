class Seq2SeqDataset:
