#!/bin/sh
# fetch the prebuilt shards into imagenet_sharded/
wget -r -np https://example.org/imagenet_sharded/ -P imagenet_sharded
