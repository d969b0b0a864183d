#!/bin/bash
mkdir -p data/captions
wget https://example.org/captions/train.json -O data/captions/captions_train.json
