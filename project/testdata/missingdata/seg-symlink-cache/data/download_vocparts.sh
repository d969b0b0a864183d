#!/bin/sh
mkdir -p data/vocparts
wget https://example.org/vocparts.tar -O data/vocparts.tar
tar xf data/vocparts.tar -C data/vocparts
