// Package healthcheck holds the health-check benchmark (build tag "bench";
// see healthcheck_bench_test.go): `spkit healthcheck`, the lean
// `spkit-healthcheck` binary and the seeds' Python check, side by side in the
// same CPU PyTorch image.
package healthcheck
