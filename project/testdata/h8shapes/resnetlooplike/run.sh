#!/bin/bash

for arch in resnet20 resnet32 resnet44 resnet56
do
    echo "training $arch"
    python -u trainer.py  --arch=$arch  --save-dir=save_$arch |& tee -a log_$arch
done
