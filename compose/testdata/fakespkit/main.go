// Command fakespkit stands in for spkit inside the integration test's image
// (a scratch image has no libc for the real, cgo-built binary): run as
// spkit-healthcheck (the HEALTHCHECK) or `healthcheck` it passes,
// `run -- CMD...` execs CMD as PID 1.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

func main() {
	if filepath.Base(os.Args[0]) == "spkit-healthcheck" || len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		fmt.Println("ok: fake healthcheck")
		return
	}
	if len(os.Args) > 3 && os.Args[1] == "run" && os.Args[2] == "--" {
		err := syscall.Exec(os.Args[3], os.Args[3:], os.Environ())
		fmt.Fprintln(os.Stderr, "fakespkit:", err)
		os.Exit(127)
	}
	fmt.Fprintln(os.Stderr, "fakespkit: usage: healthcheck | run -- CMD...")
	os.Exit(2)
}
