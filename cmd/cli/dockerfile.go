package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// defaultDockerfileProfile is the profile `spkit dockerfile` uses when
// spkit.yaml lists none: the generic discrete amd64 GPU.
const defaultDockerfileProfile = "standard"

// dockerfileOptions are `spkit dockerfile`'s flags.
type dockerfileOptions struct {
	profile, cuda, torch, baseImage, target string
	syntax, dockerignore                    bool
}

func newDockerfileCmd(f *Factory) *cobra.Command {
	o := &dockerfileOptions{}
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
		RunE: func(cmd *cobra.Command, _ []string) error { return runDockerfile(f, o) },
	}
	fl := cmd.Flags()
	fl.StringVar(&o.profile, "profile", "", `hardware profile (default: the only one spkit.yaml lists, else "standard")`)
	addPinFlags(fl, &o.cuda, &o.torch)
	fl.StringVar(&o.baseImage, "base-image", "", "replace the base image of every stage (a local or mirrored image)")
	fl.StringVar(&o.target, "target", images.StageRuntime, "stage placed last, the default build target: runtime or devel")
	fl.BoolVar(&o.syntax, "syntax", false, "add a '# syntax=' line (BuildKit then pulls that frontend image)")
	fl.BoolVar(&o.dockerignore, "dockerignore", false, "print the .dockerignore instead")
	return cmd
}

func runDockerfile(f *Factory, o *dockerfileOptions) error {
	if o.target != images.StageRuntime && o.target != images.StageDevel {
		return errdefs.Usagef("use --target runtime or --target devel", "unknown --target %q", o.target)
	}
	if strings.ContainsAny(o.baseImage, " \t\n") {
		return errdefs.Usagef("pass an image reference such as debian:bookworm", "invalid --base-image %q", o.baseImage)
	}
	lp, err := loadProject(f)
	if err != nil {
		return err
	}
	if o.dockerignore {
		_, err := fmt.Fprint(f.IO.Out, images.Dockerignore(lp.Config))
		return err
	}
	lp.Pin(app.Pins{Torch: o.torch})
	t, err := lp.Target(o.profile, o.cuda, defaultDockerfileProfile, "print the Dockerfile for")
	if err != nil {
		return err
	}
	text, err := images.Dockerfile(t, images.DockerfileOptions{BaseImage: o.baseImage, Target: o.target, Syntax: o.syntax})
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(f.IO.Out, text)
	return err
}
