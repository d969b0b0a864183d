// Command initscan prints what reposcan finds in a repository: the launch
// candidates with their evidence, the configs, the dependencies and the
// Python asks. It is the tool behind docs/init.md's table of real
// repositories.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/reposcan"
)

func main() {
	n := flag.Int("n", 5, "candidates and configs to show")
	decide := flag.Bool("decide", false, "print what spkit init decides (spkit.yaml and notes) instead")
	flag.Parse()
	for _, dir := range flag.Args() {
		if *decide {
			d, err := project.Detect(dir, project.InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				fmt.Printf("== %s: REFUSED: %v\n", dir, err)
				continue
			}
			data, err := project.Render(d, profiles.DefaultMatrix())
			if err != nil {
				fmt.Printf("== %s: render: %v\n", dir, err)
				continue
			}
			fmt.Printf("== %s\n%s", dir, data)
			for _, note := range d.Notes {
				fmt.Printf("# note: %s\n", note)
			}
			continue
		}
		f, err := reposcan.Scan(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("== %s (%d files)\n", dir, len(f.Files))
		for i, c := range f.Launches {
			if i >= *n {
				fmt.Printf("  ... %d more\n", len(f.Launches)-i)
				break
			}
			fmt.Printf("  [%d] %s\n      from %s; config=%q missing=%q out=%d ph=%v\n      %s\n", c.Score, strings.Join(c.Words, " "), c.Source, c.Config, c.ConfigMissing, c.OutputIndex, c.Placeholders, strings.Join(c.Evidence, "; "))
			if c.Entry != nil {
				var req []string
				for _, a := range c.Entry.Required() {
					req = append(req, a.Flag())
				}
				fmt.Printf("      entry %s parser=%s args=%d required=%v\n", c.Entry.File, c.Entry.Parser, len(c.Entry.Args), req)
			}
		}
		for _, m := range f.Missing {
			fmt.Printf("  missing script %s (%s)\n", m.Script, m.Source)
		}
		fmt.Printf("  configs: %d\n", len(f.Configs))
		for i, c := range f.Configs {
			if i >= *n {
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
			fmt.Printf("  pin %s soft=%v\n", p, p.Soft)
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
}
