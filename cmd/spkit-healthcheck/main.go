// Command spkit-healthcheck is the image's HEALTHCHECK: the container's
// health checks (checks.Health) and nothing else, as its own small binary.
// Docker runs it every few seconds for the life of every container, so it
// links only the checks and NVML: no command tree, no supervisor, no
// metrics client, whose package initializers would run on every check
// (docs/benchmarks.md, Healthcheck). `spkit healthcheck` runs the same
// checks through the full command tree.
package main

import (
	"fmt"
	"os"
	"time"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

const help = "Usage: spkit-healthcheck\n\n" + checks.HealthDoc + "\n\nExit codes: 0 healthy, 1 unhealthy, 2 usage.\n"

func main() {
	if len(os.Args) == 2 && (os.Args[1] == "-h" || os.Args[1] == "--help") {
		fmt.Print(help)
		return
	}
	if len(os.Args) > 1 {
		fmt.Fprintf(os.Stderr, "spkit-healthcheck: takes no arguments, got %q; see spkit-healthcheck --help\n", os.Args[1:])
		os.Exit(int(errdefs.Usage))
	}
	r := checks.Health(checks.ProcessContainer(gpu.New(), time.Now))
	fmt.Println(checks.Line(r))
	if !r.OK {
		os.Exit(int(errdefs.Failure))
	}
}
