package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// dockerfileOptions are `spkit dockerfile`'s flags.
type dockerfileOptions struct {
	Req app.DockerfileRequest
	// Dockerignore prints the recommended .dockerignore instead.
	Dockerignore bool
}

func newDockerfileCmd(f *Factory, runF func(*dockerfileOptions) error) *cobra.Command {
	o := &dockerfileOptions{}
	if runF == nil {
		runF = func(o *dockerfileOptions) error { return runDockerfile(f, o) }
	}
	cmd := &cobra.Command{
		Use:   "dockerfile",
		Short: "Print the generated multi-stage Dockerfile (or --dockerignore)",
		Long: `Print the Dockerfile spkit builds for the trainer in this repository: a builder
stage on the CUDA cudnn-devel image that makes a virtual environment with
PyTorch from the CUDA's wheel index and the requirements (apt and pip behind
cache mounts), a runtime stage on the cudnn-runtime image that runs the trainer
as uid 1000 with the code copied last, and a devel stage (the builder plus the
code). See docs/dockerfile.md.

The profile defaults to the only one spkit.yaml lists, or "standard" when it
lists none. With --dockerignore, print the .dockerignore spkit recommends for
the repository instead.`,
		Example: `  spkit dockerfile --cuda 13.0 --profile dgx-spark
  spkit dockerfile --profile cpu --base-image debian-torch:bookworm
  spkit dockerfile --dockerignore > .dockerignore`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error {
			if o.Req.Stage != images.StageRuntime && o.Req.Stage != images.StageDevel {
				return errdefs.Usagef("use --target runtime or --target devel", "unknown --target %q", o.Req.Stage)
			}
			if strings.ContainsAny(o.Req.BaseImage, " \t\n") {
				return errdefs.Usagef("pass an image reference such as debian:bookworm", "invalid --base-image %q", o.Req.BaseImage)
			}
			return runF(o)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&o.Req.Profile, "profile", "", `hardware profile (default: the only one spkit.yaml lists, else "standard")`)
	addPinFlags(fl, &o.Req.CUDA, &o.Req.Torch)
	fl.StringVar(&o.Req.BaseImage, "base-image", "", "replace the base image of every stage (a local or mirrored image)")
	fl.StringVar(&o.Req.Stage, "target", images.StageRuntime, "stage placed last, the default build target: runtime or devel")
	fl.BoolVar(&o.Req.Syntax, "syntax", false, "add a '# syntax=' line (BuildKit then pulls that frontend image)")
	fl.BoolVar(&o.Dockerignore, "dockerignore", false, "print the .dockerignore instead")
	return cmd
}

func runDockerfile(f *Factory, o *dockerfileOptions) error {
	var text string
	var err error
	if o.Dockerignore {
		text, err = app.Dockerignore(f.Deps())
	} else {
		text, err = app.Dockerfile(f.Deps(), o.Req)
	}
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(f.IO.Out, text)
	return err
}
