package cli

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/docker/compose/v5/cmd/display"
	composesdk "github.com/docker/compose/v5/pkg/compose"
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/runspec"
)

type composeOptions struct {
	Profiles      []string
	Output        string
	ShowOverrides bool
	Nodes         nodesFlags
	Flags         runspec.Flags
}

func newComposeCmd(f *Factory) *cobra.Command {
	o := &composeOptions{}
	cmd := &cobra.Command{
		Use:   "compose [PROFILE...]",
		Short: "Print a compose file with one service per hardware profile",
		Long: `Print (or write with -o) a compose file with one service per hardware profile:
all the profiles spkit.yaml lists by default, or cpu, dgx-spark, h100 and rtx4090
when it lists none. The file is checked with compose-go's loader and schema
before it is written. Each profile's trainer config (train.config with the
profile's trainer_overrides) and Dockerfile (what the services' build:
sections name) are written to .spkit/generated/PROFILE/, and the output
folder is created. Each service is in its profile's compose profile:
docker compose --profile PROFILE up runs one hardware variant.

With --nodes N (one PROFILE) it writes a Docker Swarm stack instead, for
docker stack deploy: N ranks of the trainer under torchrun, one per node
(docs/multinode.md).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Profiles = args
			if o.Nodes.Nodes > 0 {
				return runComposeStack(cmd.Context(), f, o)
			}
			return runCompose(cmd.Context(), f, o)
		},
	}
	cmd.Flags().StringVarP(&o.Output, "output", "o", "", "write the compose file here (atomically) instead of printing it")
	cmd.Flags().BoolVar(&o.ShowOverrides, "show-overrides", false, "print what each profile changes in the trainer config (key: old -> new) and which profile settings it skips, and why")
	o.Nodes.add(cmd)
	addMetricsPortFlag(cmd.Flags(), &o.Flags)
	return cmd
}

func runCompose(ctx context.Context, f *Factory, o *composeOptions) error {
	relDir, err := composeRelDir(f.Dir, o.Output)
	if err != nil {
		return err
	}
	prep, err := app.Prepare(f.Dir, app.PrepareRequest{Profiles: o.Profiles, RelDir: relDir,
		ShowOverrides: o.ShowOverrides, Overrides: f.IO.ErrOut, Flags: o.Flags})
	if err != nil {
		return err
	}
	p := prep.Compose
	data, err := compose.Marshal(ctx, p)
	if err != nil {
		return err
	}
	// What plain `docker compose` needs: the Dockerfiles build: points at,
	// and an output folder uid 1000 can write (the engine would create a
	// root-owned one).
	if err := compose.WriteDockerfiles(f.Dir, prep.Configured); err != nil {
		return err
	}
	if err := compose.PrepareOutput(f.Dir, prep.Project.Config); err != nil {
		return err
	}
	if o.Output == "" || o.Output == "-" {
		_, err := f.IO.Out.Write(data)
		return err
	}
	if err := fsutil.WriteFile(o.Output, data, 0o644); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, o.Output)
	}
	noun := "services"
	if len(p.Services) == 1 {
		noun = "service"
	}
	fmt.Fprintf(f.IO.ErrOut, "wrote %s (%d %s)\n", o.Output, len(p.Services), noun)
	return nil
}

// composeRelDir checks that -o can be written (before anything else is)
// and returns the repository's path relative to the compose file's
// directory, which the file's build context and bind mounts use. "" or "-"
// print to stdout: the repository is ".".
func composeRelDir(repoDir, output string) (string, error) {
	if output == "" || output == "-" {
		return ".", nil
	}
	if err := fsutil.CheckWritable(output); err != nil {
		return "", fsutil.WriteError(errdefs.Usage, err, output)
	}
	absOut, err := filepath.Abs(output)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, "cannot resolve "+output, "")
	}
	absRepo, err := filepath.Abs(repoDir)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, "cannot resolve "+repoDir, "")
	}
	rel, err := filepath.Rel(filepath.Dir(absOut), absRepo)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Usage, err, fmt.Sprintf("cannot place %s relative to %s", output, repoDir), "write the compose file inside the repository")
	}
	return filepath.ToSlash(rel), nil
}

// newRunner connects the Compose SDK and the engine client.
func newRunner(f *Factory) (*compose.Runner, error) {
	cli, err := f.DockerCLI()
	if err != nil {
		return nil, err
	}
	svc, err := composesdk.NewComposeService(cli, composesdk.WithEventProcessor(compose.Dedup(display.Plain(f.IO.ErrOut))),
		composesdk.WithOutputStream(f.IO.Out), composesdk.WithErrorStream(f.IO.ErrOut))
	if err != nil {
		return nil, fmt.Errorf("setting up the Compose SDK: %w", err)
	}
	return &compose.Runner{Compose: svc, Engine: cli.Client(), Out: f.IO.Out, ErrOut: f.IO.ErrOut}, nil
}
