// Command spkit builds, runs and checks ML trainers in CUDA containers.
package main

import (
	"os"

	"github.com/spkit-dev/spkit/cmd/cli"
)

func main() {
	os.Exit(cli.Main())
}
