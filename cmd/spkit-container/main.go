// Command spkit-container is spkit's container side as one small binary:
// `spkit run` (the image's ENTRYPOINT), `spkit healthcheck` and `spkit
// validate`. Images install it as /usr/local/bin/spkit; the HEALTHCHECK is
// cmd/spkit-healthcheck, or, where that is not installed, a symlink
// /usr/local/bin/spkit-healthcheck to this binary: invoked under that name
// it runs its healthcheck. It links the supervisor, the
// checks and go-nvml, not BuildKit, compose-go or the Docker client, whose
// package initializers alone cost more than the healthcheck's budget
// (20 ms, 15 MiB). The commands live in package cmd/cli/incontainer.
package main

import (
	"os"

	"github.com/spkit-dev/spkit/cmd/cli/incontainer"
)

func main() {
	os.Exit(incontainer.Main(os.Args, incontainer.ProcessDeps()))
}
