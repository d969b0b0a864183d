package engine

import "strings"

// IsLocal reports whether the engine at host runs on this machine: a unix
// socket or named pipe, or "" (the client's default, the local socket).
// tcp://, ssh:// and the like may be anywhere, so /proc and NVML here say
// nothing about the machine the container runs on.
func IsLocal(host string) bool {
	return host == "" || strings.HasPrefix(host, "unix://") || strings.HasPrefix(host, "npipe://")
}
