// Command initscan prints what reposcan finds in a repository: the launch
// candidates with their evidence, the configs, the dependencies and the
// Python asks. It is the tool behind docs/init.md's table of real
// repositories.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/reposcan"
)

func main() {
	n := flag.Int("n", 5, "candidates and configs to show")
	decide := flag.Bool("decide", false, "print what spkit init decides (spkit.yaml and notes) instead")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	for _, dir := range flag.Args() {
		if *decide {
			decideOne(ctx, dir)
			continue
		}
		scanOne(ctx, dir, *n)
	}
}

// decideOne prints what spkit init decides for dir.
func decideOne(ctx context.Context, dir string) {
	d, err := project.Detect(dir, project.InitOptions{KnownProfiles: profiles.Builtin().Names(), Context: ctx})
	if err != nil {
		fmt.Printf("== %s: REFUSED: %v\n", dir, err)
		return
	}
	data, err := project.Render(d, profiles.DefaultMatrix())
	if err != nil {
		fmt.Printf("== %s: render: %v\n", dir, err)
		return
	}
	fmt.Printf("== %s\n%s", dir, data)
	for _, note := range d.Notes {
		fmt.Printf("# note: %s\n", note)
	}
}

// scanOne prints what reposcan finds in dir.
func scanOne(ctx context.Context, dir string, n int) {
	f, err := reposcan.ScanWith(ctx, dir, reposcan.ScanOptions{HardwareWords: project.HardwareWords(nil)})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("== %s (%d files)\n", dir, len(f.Files))
	for i, c := range f.Launches {
		if i >= n {
			fmt.Printf("  ... %d more\n", len(f.Launches)-i)
			break
		}
		printCandidate(c)
	}
	for _, m := range f.Missing {
		fmt.Printf("  missing script %s (%s)\n", m.Script, m.Source)
	}
	fmt.Printf("  configs: %d\n", len(f.Configs))
	for i, c := range f.Configs {
		if i >= n {
			break
		}
		fmt.Printf("    [%d] %s %s %s\n", c.Score, c.Path, c.Kind, strings.Join(c.Evidence, "; "))
	}
	if p := f.Package; p != nil {
		fmt.Printf("  package %q from %s installable=%v %s scripts=%v\n", p.Name, p.From, p.Installable, p.Why, p.Scripts)
	}
	d := f.Deps
	fmt.Printf("  requirements %q (%s) nested=%v others=%v git=%v idx=%v self=%v\n", d.Requirements, d.Why, d.Nested, d.Others, d.Git, d.IndexURLs, d.SelfInstall)
	fmt.Printf("  readme: reqs=%v extras=%v project=%v\n", d.ReadmeRequirements, d.ReadmeExtras, d.ReadmeProject)
	for _, s := range d.Separate {
		fmt.Printf("    separately: %s (%s)\n", s.Spec, s.Source)
	}
	for _, p := range d.Pins {
		fmt.Printf("  pin %s soft=%v marker=%q\n", p, p.Soft, p.Marker)
	}
	for _, nd := range d.Needs {
		fmt.Printf("  needs %s (%s): no-build-isolation=%v cuda=%v apt=%v\n", nd.Requirement, nd.From, nd.NoBuildIsolation, nd.CUDABuild, nd.RuntimeApt)
	}
	for _, p := range f.Python {
		fmt.Printf("  python %s strong=%v profile=%q\n", p, p.Strong, p.Profile)
	}
	for _, h := range f.Hardware {
		fmt.Printf("  hardware %s -> %s (%s, %s)\n", h.Path, h.Profile, h.Token, h.Kind)
	}
	for _, n := range f.Notes {
		fmt.Printf("  note: %s\n", n)
	}
}

// printCandidate prints one launch candidate with its evidence and context.
func printCandidate(c *reposcan.Candidate) {
	fmt.Printf("  [%d] %s\n      from %s; config=%q missing=%q out=%d ph=%v\n      %s\n", c.Score, reposcan.Visible(strings.Join(c.Words, " ")), c.Source, c.Config, c.ConfigMissing, c.OutputIndex, c.Placeholders, strings.Join(c.Evidence, "; "))
	if len(c.Environment) > 0 || c.WorkDir != "" || len(c.Elided) > 0 || c.ConfigByName {
		fmt.Printf("      env=%v workdir=%q elided=%q config-by-name=%v (in %q)\n", c.Environment, c.WorkDir, c.Elided, c.ConfigByName, c.ConfigDir)
	}
	if c.Entry != nil {
		var req []string
		for _, a := range c.Entry.Required() {
			req = append(req, a.Flag())
		}
		fmt.Printf("      entry %s parser=%s args=%d required=%v\n", c.Entry.File, c.Entry.Parser, len(c.Entry.Args), req)
	}
}
