//go:build !linux || !cgo

package supervisor

const watcherBuilt = false
