#!/bin/bash
mkdir -p datasets
wget -N https://example.org/datasets/edges2shoes.tar.gz -O datasets/edges2shoes.tar.gz
tar -zxvf datasets/edges2shoes.tar.gz -C datasets/
