package project

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A README that configures its launch through exported variables
// (`export BASE_MODEL={path_to_your_model}`, then `bash scripts/train.sh`)
// leaves those values to the user: the script reads them, not the line's
// words. A placeholder there is asked for in a terminal and refused
// without one, as one in the line's words is; written as env, the run
// would start with the placeholder as a path.

// envPlaceholders are the variables the line's environment sets to a
// placeholder and that what it runs reads (the script or entry point
// names them; a line init cannot read counts as reading them).
func envPlaceholders(dir string, c *reposcan.Candidate) []reposcan.EnvVar {
	var out []reposcan.EnvVar
	var text string
	read := false
	for _, e := range c.Environment {
		if !e.Placeholder {
			continue
		}
		if !read {
			text, read = runText(dir, c), true
		}
		if text == "" || regexp.MustCompile(`\b`+regexp.QuoteMeta(e.Name)+`\b`).MatchString(text) {
			out = append(out, e)
		}
	}
	return out
}

// runText is the text of the file the line runs (a shell script, the
// Python entry point), "" when there is none to read.
func runText(dir string, c *reposcan.Candidate) string {
	file := runFile(c)
	if file == "" {
		return ""
	}
	return readRepoText(dir, file, maxServeRead)
}

// fillEnvPlaceholders asks for the placeholder variables the line's run
// reads, and refuses without a terminal, naming them.
func (d *Detection) fillEnvPlaceholders(dir string, c *reposcan.Candidate, ask Asker) error {
	ps := envPlaceholders(dir, c)
	if len(ps) == 0 {
		return nil
	}
	if ask == nil {
		names := make([]string, len(ps))
		for i, p := range ps {
			names[i] = p.Name + "=" + p.Value
		}
		return errdefs.Configf("run spkit init in a terminal to answer, or set them in spkit.yaml's env after giving the line: spkit init --command '...'",
			"the training command (%s) reads variables the documentation leaves to you: %s", c.Source, strings.Map(printable, strings.Join(names, ", ")))
	}
	for _, p := range ps {
		v, err := ask.Fill(Question{Flag: p.Name, Placeholder: p.Value, Why: fmt.Sprintf("exported before the line; %s reads it", orDefault(runFile(c), c.Name()))})
		if err != nil {
			return err
		}
		if d.Env == nil {
			d.Env = map[string]string{}
		}
		d.Env[p.Name] = v
		d.EnvWhy = append(d.EnvWhy, fmt.Sprintf("%s: answered at the prompt (the documentation has %s)", p.Name, strings.Map(printable, p.Value)))
	}
	return nil
}

func runFile(c *reposcan.Candidate) string {
	if c.Kind == reposcan.KindShell || c.Kind == reposcan.KindScript {
		return c.Target
	}
	if c.Entry != nil {
		return c.Entry.File
	}
	return ""
}
