// Command spkit-healthcheck is `spkit healthcheck` as its own small binary,
// for the image's HEALTHCHECK (installed as /usr/local/bin/spkit-healthcheck).
// The spkit binary links BuildKit, compose-go and the Docker client, whose
// package initializers alone cost more than the healthcheck's budget
// (20 ms, 15 MiB); this one links only package healthcheck, go-nvml and the
// run-state reader. The checks live in package healthcheck.
package main

import (
	"fmt"
	"os"
	"time"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/gpu"
)

func main() {
	if len(os.Args) > 1 {
		fmt.Fprintln(os.Stderr, "usage: spkit-healthcheck (no arguments; exit 0 healthy, 1 unhealthy)")
		os.Exit(2)
	}
	r := checks.Health(checks.ProcessContainer(gpu.New(), time.Now))
	fmt.Println(checks.Line(r))
	if !r.OK {
		os.Exit(1)
	}
}
