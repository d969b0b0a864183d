#!/bin/bash
# fetch imagenette into the folder given (data/imagenet by default)
OUT=${1:-data/imagenet}
mkdir -p $OUT
wget -P $OUT https://example.org/imagenette2-320.tgz
tar -xzf $OUT/imagenette2-320.tgz -C $OUT --strip-components=1
