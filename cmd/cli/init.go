package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/project"
)

// initOptions are what an init command line became: the request (its
// prompt set at the run, on a terminal) and --yes.
type initOptions struct {
	Req app.InitRequest
	Yes bool
}

func newInitCmd(f *Factory, runF func(context.Context, *initOptions) error) *cobra.Command {
	o := &initOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *initOptions) error { return runInit(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "init [--name N] [--force] [--profile P...] [--command LINE] [--config FILE] [--output DIR] [--yes]",
		Short: "Write spkit.yaml by reading the trainer repository",
		Long: `Write spkit.yaml by reading the trainer repository (-C DIR, default the
current directory) as its users would: the training commands its README,
docs, Makefile and scripts show (parsed as a shell would: continuations,
quotes, VAR=x prefixes, accelerate/torchrun/deepspeed options kept), its
console scripts and their training subcommands, and train*.py files,
ranked by the evidence (a section about training, the script's name, a
config or output argument) above install, prepare, validate, lint and
inference lines. It reads which configs are the trainer's (YAML, JSON,
TOML, Python; not accelerate or DeepSpeed launcher configs), where the
trainer writes its checkpoints (mounted, or pointed at the mount), what the
image installs (requirements with the files they include, the project
itself when pip can build it, git for git+ requirements), the torch the
repository's pins allow and the Python it asks for, and the files named
for a GPU or machine (train_4090.py, dgx_requirements.txt), which go to
that profile.

In a terminal it shows the best candidates with their evidence and asks;
placeholders in a documented command (<path>, path/to/..., $MODEL) are
questions, never argv. Each answer carries a confidence from its evidence
(docs/init.md: thresholds chosen on a corpus of real repositories).
Without a terminal (or with --yes) it writes an answer only at or above
its threshold, marks a close call GUESSED, and otherwise refuses (exit 3)
naming the candidates and the flag that settles it (--command, --config).
A line that serves a UI or opens a tunnel is never the training command
without a question; an upload option (--push_to_hub) or a token is left
out unless kept at the prompt, and spkit.yaml says so. The documented
line's VAR=value prefixes go to env; process counts are fitted in
launcher options, accelerate config files and wrapper scripts, and
flagged (file and key) in DeepSpeed and trainer configs.
An existing spkit.yaml is never overwritten without --force.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runF(cmd.Context(), o)
		},
	}
	cmd.Flags().StringVar(&o.Req.Name, "name", "", "project name (default: from the directory's name)")
	cmd.Flags().BoolVar(&o.Req.Force, "force", false, "overwrite an existing spkit.yaml")
	cmd.Flags().BoolVarP(&o.Yes, "yes", "y", false, "ask nothing, even in a terminal: write answers confident enough (close calls marked GUESSED), refuse the rest")
	cmd.Flags().StringSliceVar(&o.Req.Profiles, "profile", nil, "profiles to target (repeat or comma-separate; default dgx-spark, the profiles the repository has files for, cpu)")
	cmd.Flags().StringVar(&o.Req.Command, "command", "", "the training command, as you would type it (e.g. 'accelerate launch train.py --config configs/x.yaml')")
	cmd.Flags().StringVar(&o.Req.Config, "config", "", "the trainer config file, relative to the repository")
	cmd.Flags().StringVar(&o.Req.Output, "output", "", "the folder the trainer writes its checkpoints to, relative to the repository (when init cannot tell)")
	return cmd
}

func runInit(ctx context.Context, f *Factory, o *initOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	req := o.Req
	if !o.Yes {
		if in, ok := f.IO.In.(*os.File); ok && term.IsTerminal(int(in.Fd())) && IsTerminal(f.IO.ErrOut) {
			req.Ask = &promptAsker{in: newLineReader(in), out: f.IO.ErrOut}
		}
	}
	res, err := app.Init(ctx, f.Deps(), req)
	if err != nil {
		// What the scan left out, before the refusal's one line: a cut
		// may be why init refused.
		for _, n := range project.ScanNotes(err) {
			fmt.Fprintf(f.IO.ErrOut, "spkit init: %s\n", n)
		}
		return err
	}
	printInit(f.IO.Out, f.IO.ErrOut, res)
	return nil
}

func printInit(out, errOut io.Writer, res *app.InitResult) {
	d := res.Detection
	or := func(s, none string) string {
		if s == "" {
			return none
		}
		return s
	}
	fmt.Fprintf(out, "Detected:\n")
	fmt.Fprintf(out, "  name          %s\n", d.Name)
	fmt.Fprintf(out, "  requirements  %s\n", or(d.Requirements, "(none)"))
	fmt.Fprintf(out, "  install       %s\n", or(strings.Join(d.PipPackages, " "), "(nothing more)"))
	fmt.Fprintf(out, "  command       %s\n", strings.Join(d.Command, " "))
	cfg := or(d.MainConfig, "(none)")
	if d.ConfigCount > 1 {
		cfg += fmt.Sprintf(" (of %d trainer configs)", d.ConfigCount)
	}
	fmt.Fprintf(out, "  train config  %s\n", cfg)
	fmt.Fprintf(out, "  output        %s\n", d.Volumes.Output)
	fmt.Fprintf(out, "  copy          %s\n", strings.Join(d.Copy, ", "))
	var ps []string
	for _, p := range d.Profiles {
		if p.TrainConfig != "" {
			ps = append(ps, fmt.Sprintf("%s (%s)", p.Name, p.TrainConfig))
		} else {
			ps = append(ps, p.Name)
		}
	}
	fmt.Fprintf(out, "  profiles      %s\n", strings.Join(ps, ", "))
	if c := confidences(d); c != "" {
		fmt.Fprintf(out, "  confidence    %s\n", c)
	}
	fmt.Fprintf(out, "Wrote %s\n", res.Path)
	for _, n := range d.Notes {
		fmt.Fprintf(errOut, "spkit init: %s\n", n)
	}
	switch {
	case d.Guess:
		fmt.Fprintf(errOut, "spkit init: GUESSED the command (%s)\n", d.GuessWhy)
	case len(d.Runners) > 0:
		fmt.Fprintf(errOut, "spkit init: the other candidates, with their evidence:\n")
	}
	for _, r := range d.Runners {
		fmt.Fprintf(errOut, "spkit init:   or: %s\n", r)
	}
	if d.ConfigGuess {
		fmt.Fprintf(errOut, "spkit init: GUESSED the config: %s\n", d.ConfigWhy)
	}
	if d.Guess || d.ConfigGuess {
		fmt.Fprintf(errOut, "spkit init: check the GUESSED lines in %s, or rerun `spkit init --force` in a terminal to choose\n", res.Path)
	}
	if res.KeptIgnore != "" {
		fmt.Fprintf(out, "Kept the existing %s (compare with `spkit dockerfile --dockerignore`)\n", res.KeptIgnore)
	} else {
		fmt.Fprintf(out, "Wrote %s\n", res.Dockerignore)
	}
	if res.Gitignore != "" {
		fmt.Fprintf(out, "Added %s to %s\n", strings.Join(res.Added, " "), res.Gitignore)
	}
}

// confidences lists init's decisions with their confidence (0-100).
func confidences(d *project.Detection) string {
	var parts []string
	for _, x := range d.Decisions {
		parts = append(parts, fmt.Sprintf("%s %d", x.What, x.Confidence))
	}
	return strings.Join(parts, ", ")
}

var _ project.Asker = (*promptAsker)(nil)
