// Command spkit builds, runs and checks ML trainers in CUDA containers.
//
// Invoked as spkit-healthcheck (the image's HEALTHCHECK), it runs
// `spkit healthcheck`: a copy of spkit under that name is a correct, if
// slower, stand-in for the small cmd/spkit-container binary.
package main

import (
	"context"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/cmd/cli"
	"github.com/spkit-dev/spkit/internal/imageenv"
)

func main() {
	if filepath.Base(os.Args[0]) == imageenv.HealthcheckBinary {
		args := append([]string{"healthcheck"}, os.Args[1:]...)
		os.Exit(cli.Run(context.Background(), cli.NewFactory(), args))
	}
	os.Exit(cli.Main())
}
