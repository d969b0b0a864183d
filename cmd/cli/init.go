package cli

import (
	"os"

	"fmt"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

type initOptions struct {
	name     string
	force    bool
	profiles []string
}

func newInitCmd(f *Factory) *cobra.Command {
	o := &initOptions{}
	cmd := &cobra.Command{
		Use:   "init [--name N] [--force] [--profile P...]",
		Short: "Write spkit.yaml by looking at the trainer repository",
		Long: `Write spkit.yaml by looking at the trainer repository (-C DIR, default the
current directory): requirements.txt, train*.py, train_configs/*.yaml and the
code directories beside them. It picks the main train script and config, a
config per profile when one is named for it (train_dgx_spark.yaml,
train_lora_4090.yaml), CUDA 13.0 and the newest PyTorch for it.
An existing spkit.yaml is never overwritten without --force.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runInit(f, o)
		},
	}
	cmd.Flags().StringVar(&o.name, "name", "", "project name (default: from the directory's name)")
	cmd.Flags().BoolVar(&o.force, "force", false, "overwrite an existing spkit.yaml")
	cmd.Flags().StringSliceVar(&o.profiles, "profile", nil, "profiles to target (repeat or comma-separate; default dgx-spark, rtx4090 when the repo has a config for it, cpu)")
	return cmd
}

func runInit(f *Factory, o *initOptions) error {
	if o.name != "" && !project.ValidName(o.name) {
		return errdefs.Usagef("use lower-case letters, digits, '-' and '_', starting with a letter (it becomes the image name)",
			"--name %q is not a valid project name", o.name)
	}
	cat, err := profiles.Load(project.ProfilesDir(f.Dir, nil))
	if err != nil {
		return err
	}
	for _, p := range o.profiles {
		if _, err := cat.Get(p); err != nil {
			return err
		}
	}
	d, err := project.Detect(f.Dir, project.InitOptions{Name: o.name, Profiles: o.profiles, KnownProfiles: cat.Names()})
	if err != nil {
		return err
	}
	data, err := project.Render(d, profiles.DefaultMatrix())
	if err != nil {
		return err
	}
	// What init writes must pass the same strict parser users' files do.
	cfg, err := project.Parse(data, project.FileName)
	if err != nil {
		return fmt.Errorf("spkit init generated an invalid %s (a bug): %w", project.FileName, err)
	}
	if err := project.WriteFile(f.Dir, data, o.force); err != nil {
		return err
	}
	printDetection(f.IO.Out, d, filepath.Join(f.Dir, project.FileName))
	return writeDockerignore(f, cfg)
}

// writeDockerignore writes the generated .dockerignore (checkpoints, data,
// weights and caches stay out of the build context) unless the repository
// has one: a user's own file is never replaced.
func writeDockerignore(f *Factory, cfg *project.Config) error {
	path := filepath.Join(f.Dir, ".dockerignore")
	if _, err := os.Lstat(path); err == nil {
		fmt.Fprintf(f.IO.Out, "Kept the existing %s (compare with `spkit dockerfile --dockerignore`)\n", path)
		return nil
	}
	if err := fsutil.WriteFileAtomic(path, []byte(images.Dockerignore(cfg)), 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot write "+path, "check the directory is writable")
	}
	fmt.Fprintf(f.IO.Out, "Wrote %s\n", path)
	return nil
}

func printDetection(w io.Writer, d *project.Detection, path string) {
	or := func(s, none string) string {
		if s == "" {
			return none
		}
		return s
	}
	fmt.Fprintf(w, "Detected:\n")
	fmt.Fprintf(w, "  name          %s\n", d.Name)
	fmt.Fprintf(w, "  requirements  %s\n", or(d.Requirements, "(none)"))
	fmt.Fprintf(w, "  train scripts %s (runs %s)\n", or(strings.Join(d.Scripts, ", "), "(none)"), d.MainScript)
	fmt.Fprintf(w, "  train config  %s\n", or(d.MainConfig, "(none)"))
	fmt.Fprintf(w, "  copy          %s\n", strings.Join(d.Copy, ", "))
	var ps []string
	for _, p := range d.Profiles {
		if p.TrainConfig != "" {
			ps = append(ps, fmt.Sprintf("%s (%s)", p.Name, p.TrainConfig))
		} else {
			ps = append(ps, p.Name)
		}
	}
	fmt.Fprintf(w, "  profiles      %s\n", strings.Join(ps, ", "))
	fmt.Fprintf(w, "Wrote %s\n", path)
}
