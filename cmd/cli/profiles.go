package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/profiles"
)

type profilesShowOptions struct {
	Name string
	JSON bool
}

func newProfilesCmd(f *Factory, runF func() error) *cobra.Command {
	if runF == nil {
		runF = func() error { return runProfilesList(f) }
	}
	cmd := &cobra.Command{
		Use:   "profiles",
		Short: "List and show hardware profiles",
		Long: `Hardware profiles describe the machines a trainer runs on: platform, GPU,
memory model, container environment and runtime settings, memory-guard
defaults and trainer overrides, each value with its source.

Built-in profiles can be extended or overridden by YAML files in the trainer
repository's .spkit/profiles/ (or spkit.yaml's profiles_dir), e.g.

  name: gh200-144
  extends: gh200
  memory:
    gpu: 144GB`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error { return runF() },
	}
	cmd.AddCommand(newProfilesListCmd(f, nil), newProfilesShowCmd(f, nil))
	return cmd
}

func newProfilesListCmd(f *Factory, runF func() error) *cobra.Command {
	if runF == nil {
		runF = func() error { return runProfilesList(f) }
	}
	return &cobra.Command{
		Use:   "list",
		Short: "List the built-in and the repository's profiles",
		Args:  exactArgs(0, "no arguments"),
		RunE:  func(*cobra.Command, []string) error { return runF() },
	}
}

func newProfilesShowCmd(f *Factory, runF func(*profilesShowOptions) error) *cobra.Command {
	opts := &profilesShowOptions{}
	if runF == nil {
		runF = func(o *profilesShowOptions) error { return runProfilesShow(f, o) }
	}
	cmd := &cobra.Command{
		Use:   "show NAME",
		Short: "Print a profile as YAML (or --json), with the source of each value",
		Args:  exactArgs(1, "a profile name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Name = args[0]
			return runF(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print as JSON")
	return cmd
}

func runProfilesList(f *Factory) error {
	ps, err := app.Profiles(f.Deps())
	if err != nil {
		return err
	}
	return profiles.WriteTable(f.IO.Out, ps)
}

func runProfilesShow(f *Factory, opts *profilesShowOptions) error {
	p, err := app.Profile(f.Deps(), opts.Name)
	if err != nil {
		return err
	}
	if opts.JSON {
		return profiles.WriteJSON(f.IO.Out, p)
	}
	return profiles.WriteYAML(f.IO.Out, p)
}
