// Package probe benchmarks spkit probe against a naive sweep (go test -tags bench).
package probe
