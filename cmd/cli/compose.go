package cli

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/cmd/display"
	composesdk "github.com/docker/compose/v5/pkg/compose"
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/trainconfig"
)

// defaultComposeProfiles are used when spkit.yaml lists no profiles: the
// CPU (CI, laptops), DGX Spark, one datacenter and one consumer card.
var defaultComposeProfiles = []string{"cpu", "dgx-spark", "h100", "rtx4090"}

type composeOptions struct {
	Profiles      []string
	Output        string
	ShowOverrides bool
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
profile's trainer_overrides) is written to .spkit/generated/PROFILE/.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Profiles = args
			return runCompose(cmd.Context(), f, o)
		},
	}
	cmd.Flags().StringVarP(&o.Output, "output", "o", "", "write the compose file here (atomically) instead of printing it")
	cmd.Flags().BoolVar(&o.ShowOverrides, "show-overrides", false, "print what each profile changes in the trainer config (key: old -> new)")
	return cmd
}

func runCompose(ctx context.Context, f *Factory, o *composeOptions) error {
	relDir, err := composeRelDir(f.Dir, o.Output)
	if err != nil {
		return err
	}
	_, p, err := prepareProject(f, o.Profiles, relDir, o.ShowOverrides)
	if err != nil {
		return err
	}
	data, err := compose.Marshal(ctx, p)
	if err != nil {
		return err
	}
	if o.Output == "" || o.Output == "-" {
		_, err := f.IO.Out.Write(data)
		return err
	}
	if err := fsutil.WriteFile(o.Output, data, 0o644); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, o.Output)
	}
	fmt.Fprintf(f.IO.ErrOut, "wrote %s (%d services)\n", o.Output, len(p.Services))
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

// prepareProject resolves the named profiles (or the project's), renders
// and writes their trainer configs, and generates the compose project.
func prepareProject(f *Factory, names []string, relDir string, showOverrides bool) ([]*project.Target, *types.Project, error) {
	targets, _, p, err := prepareAdjusted(f, names, relDir, showOverrides, nil)
	return targets, p, err
}

// prepareAdjusted is prepareProject with a hook that changes each resolved
// target before the compose project is generated (`spkit train`'s arguments
// and limits). It returns the adjusted targets and, for building images, the
// targets as configured: run-time changes never reach an image.
func prepareAdjusted(f *Factory, names []string, relDir string, showOverrides bool, adjust func(*project.Target)) (run, configured []*project.Target, _ *types.Project, _ error) {
	lp, err := loadProject(f)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(names) == 0 {
		names = lp.ProjectProfiles()
	}
	if len(names) == 0 {
		names = defaultComposeProfiles
	}
	targets, err := lp.Targets(names)
	if err != nil {
		return nil, nil, nil, err
	}
	configured = targets
	if adjust != nil {
		targets = make([]*project.Target, len(configured))
		for i, t := range configured {
			adjusted := *t
			adjusted.TrainCommand = slices.Clone(t.TrainCommand)
			adjust(&adjusted)
			targets[i] = &adjusted
		}
	}
	files, changes, err := compose.TrainConfigs(f.Dir, targets)
	if err != nil {
		return nil, nil, nil, err
	}
	p, err := compose.Generate(targets, compose.Options{RepoDir: relDir, AllocatorKeys: lp.Matrix.AllocatorKeys})
	if err != nil {
		return nil, nil, nil, err
	}
	if showOverrides {
		printOverrides(f.IO.ErrOut, targets, changes)
	}
	return targets, configured, p, compose.WriteTrainConfigs(f.Dir, files)
}

func printOverrides(w io.Writer, targets []*project.Target, changes map[string][]trainconfig.Change) {
	for _, t := range targets {
		name := t.Profile.Name
		if t.TrainConfig == "" {
			fmt.Fprintf(w, "%s: no train.config, nothing to override\n", name)
			continue
		}
		fmt.Fprintf(w, "%s: %s -> %s\n", name, t.TrainConfig, compose.GeneratedTrainConfig(name))
		if len(changes[name]) == 0 {
			fmt.Fprintln(w, "  (no changes)")
		}
		for _, c := range changes[name] {
			fmt.Fprintf(w, "  %s\n", c)
		}
	}
}

// newRunner connects the Compose SDK and the engine client.
func newRunner(f *Factory) (*compose.Runner, error) {
	cli, err := f.DockerCLI()
	if err != nil {
		return nil, err
	}
	svc, err := composesdk.NewComposeService(cli, composesdk.WithEventProcessor(display.Plain(f.IO.ErrOut)),
		composesdk.WithOutputStream(f.IO.Out), composesdk.WithErrorStream(f.IO.ErrOut))
	if err != nil {
		return nil, fmt.Errorf("setting up the Compose SDK: %w", err)
	}
	return &compose.Runner{Compose: svc, Engine: cli.Client(), Out: f.IO.Out, ErrOut: f.IO.ErrOut}, nil
}
