package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
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
current directory): the training command a README or Makefile shows
(accelerate launch, torchrun, python, a console script), else train*.py,
run.py, [project.scripts], scripts/ or src/<pkg>/train.py; configs under
config/, configs/, train_configs/ and examples/; requirements*.txt,
pyproject.toml or setup.py (the project installs itself after its source is
copied); the data folder when there is one. It says on stderr what it
picked and why, and what it could not find. It picks a
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
	return writeInit(f, d, cfg, data, o.force)
}

// writeInit writes spkit.yaml, the generated .dockerignore (unless the
// repository has one) and the .gitignore lines together: all of them or,
// on any failure (a full disk), none, so a rerun needs no --force.
func writeInit(f *Factory, d *project.Detection, cfg *project.Config, data []byte, force bool) error {
	path, err := project.NewFilePath(f.Dir, force)
	if err != nil {
		return err
	}
	files := []fsutil.File{{Path: path, Data: data, Perm: 0o644}}
	ignorePath := filepath.Join(f.Dir, ".dockerignore")
	_, statErr := os.Lstat(ignorePath)
	keepIgnore := statErr == nil
	if !keepIgnore {
		files = append(files, fsutil.File{Path: ignorePath, Data: []byte(images.Dockerignore(cfg)), Perm: 0o644})
	}
	git, added, err := gitignoreUpdate(f.Dir)
	if err != nil {
		return err
	}
	if git != nil {
		files = append(files, *git)
	}
	if err := fsutil.WriteFiles(files); err != nil {
		names := make([]string, len(files))
		for i, file := range files {
			names[i] = filepath.Base(file.Path)
		}
		return fsutil.WriteError(errdefs.Environment, err, strings.Join(names, ", ")+" in "+f.Dir)
	}
	printDetection(f.IO.Out, d, path)
	for _, n := range d.Notes {
		fmt.Fprintf(f.IO.ErrOut, "spkit init: %s\n", n)
	}
	if keepIgnore {
		fmt.Fprintf(f.IO.Out, "Kept the existing %s (compare with `spkit dockerfile --dockerignore`)\n", ignorePath)
	} else {
		fmt.Fprintf(f.IO.Out, "Wrote %s\n", ignorePath)
	}
	if git != nil {
		fmt.Fprintf(f.IO.Out, "Added %s to %s\n", strings.Join(added, " "), git.Path)
	}
	return nil
}

// generatedPaths are what spkit writes into the repository: the staged
// binaries (tens of MB) and generated configs. .spkit/profiles/ holds the
// user's own profiles and stays tracked.
var generatedPaths = []string{".spkit/bin/", ".spkit/generated/"}

// gitignoreUpdate returns the repository's .gitignore with generatedPaths
// added (nil when it has them all) and the lines added.
func gitignoreUpdate(dir string) (*fsutil.File, []string, error) {
	path := filepath.Join(dir, ".gitignore")
	old, err := fsutil.ReadFile(context.Background(), path, fsutil.MaxListBytes)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fsutil.ReadError(errdefs.Environment, err, path)
	}
	have := map[string]bool{}
	for _, line := range strings.Split(string(old), "\n") {
		have[strings.TrimSpace(line)] = true
	}
	var add []string
	for _, p := range generatedPaths {
		if !have[p] && !have["/"+p] {
			add = append(add, p)
		}
	}
	if len(add) == 0 {
		return nil, nil, nil
	}
	text := string(old)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	text += "# Generated by spkit (staged binaries, generated configs)\n" + strings.Join(add, "\n") + "\n"
	return &fsutil.File{Path: path, Data: []byte(text), Perm: 0o644}, add, nil
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
	fmt.Fprintf(w, "  train scripts %s\n", or(strings.Join(d.Scripts, ", "), "(none)"))
	fmt.Fprintf(w, "  command       %s\n", strings.Join(d.Command, " "))
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
