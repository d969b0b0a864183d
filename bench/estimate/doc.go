// Package estimate holds the `spkit estimate` benchmark (build tag "bench";
// see estimate_bench_test.go): the time to estimate a 70B-shaped model
// sharded over 30 files, from its safetensors headers alone.
package estimate
