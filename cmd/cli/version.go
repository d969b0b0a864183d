package cli

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/version"
)

type versionOptions struct {
	JSON bool
}

func newVersionCmd(f *Factory, runF func(*versionOptions) error) *cobra.Command {
	opts := &versionOptions{}
	if runF == nil {
		runF = func(o *versionOptions) error { return printVersion(f, o) }
	}
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print spkit's version, commit and Go version",
		Args:  exactArgs(0, "no arguments"),
		RunE:  func(*cobra.Command, []string) error { return runF(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print as JSON")
	return cmd
}

func printVersion(f *Factory, o *versionOptions) error {
	info := version.Get()
	if o.JSON {
		enc := json.NewEncoder(f.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(info)
	}
	_, err := fmt.Fprintf(f.IO.Out, "spkit %s\ncommit: %s\ngo: %s\nplatform: %s\n",
		info.Version, info.Commit, info.GoVersion, info.Platform)
	return err
}
