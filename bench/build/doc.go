// Package build holds the `spkit build` benchmarks (build tag "bench"; see
// build_bench_test.go): cold build vs a code-edit rebuild, runtime image
// size, and the context sent from a repository full of data.
package build
