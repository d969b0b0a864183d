#!/usr/bin/env bash
# unpack the ImageNet archives you downloaded into data/imagenet
set -e

RAW_DIR=$1
DATA_ROOT=$2

cat $RAW_DIR/ImageNet/raw/*.tar.gz.* | tar -xz -C $RAW_DIR
mv $RAW_DIR/ImageNet/{train,val} $DATA_ROOT

# the label lists
curl -L -o $DATA_ROOT/meta.tar.gz https://example.org/imagenet/meta.tar.gz
mkdir -p $DATA_ROOT/meta && tar -xzf $DATA_ROOT/meta.tar.gz -C $DATA_ROOT/meta
