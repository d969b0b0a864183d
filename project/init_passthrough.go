package project

import (
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A wrapper script's training line that ends in "$@" (or $*) passes on
// whatever the script is run with. When every documented run of the
// script gives it nothing (`bash run_example.sh`, or the README only
// names the script), "$@" expands to nothing: it is no value the user
// must give, and init leaves it out. It stays a question when a
// documented run passes arguments through it (`./dist_train.sh 4
// --data-dir /data/imagenet`), or when the script reads its own
// arguments ($1, shift): the script is written to be given them.

var (
	// passThrough is a word that expands to the script's arguments.
	passThrough = regexp.MustCompile(`^["']?\$(@|\*|\{@\}|\{\*\})["']?$`)
	// positionalRead is a script reading its own arguments.
	positionalRead = regexp.MustCompile(`\$\{?[1-9]\}?|\bshift\b|\bgetopts\b|\$#`)
	// shellRunner is a word that runs the script named after it.
	shellRunner = regexp.MustCompile(`^(bash|sh|zsh|source|\.|nohup|time|exec|sbatch|srun)$`)
	// shellStop ends a command's arguments.
	shellStop = regexp.MustCompile(`^(&&|\|\||;|\||&|>|>>|2>|2>&1|1>|#.*|[0-9]?>.*)$`)
)

// emptyPassThrough reports a pass-through word of a wrapper script's line
// that no documented run of the script fills (above).
func (d *Detection) emptyPassThrough(c *reposcan.Candidate, w string) bool {
	if !passThrough.MatchString(w) || c.Source.Kind != reposcan.FromShell || d.findings == nil {
		return false
	}
	script := c.Source.File
	text := readRepoText(d.findings.Dir, script, maxServeRead)
	for _, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); !strings.HasPrefix(t, "#") && positionalRead.MatchString(t) {
			return false
		}
	}
	read := 0
	for _, f := range d.findings.Files {
		if f == script || !runsScripts(f) || read >= maxDataScripts {
			continue
		}
		read++
		if passesArgs(readRepoText(d.findings.Dir, f, maxServeRead), script) {
			return false
		}
	}
	return true
}

// runsScripts is a file whose lines may run a script: a document, a shell
// script, a Makefile.
func runsScripts(f string) bool {
	switch strings.ToLower(path.Ext(f)) {
	case ".md", ".mdx", ".rst", ".markdown", ".txt", ".sh", ".ipynb":
		return true
	}
	return path.Base(f) == "Makefile"
}

// passesArgs reports a line of text that runs script (by its path or its
// name) with arguments after it.
func passesArgs(text, script string) bool {
	base := path.Base(script)
	if !strings.Contains(text, base) {
		return false
	}
	for _, line := range strings.Split(text, "\n") {
		words := strings.Fields(strings.TrimLeft(strings.TrimSpace(line), "$!> "))
		i := 0
		for i < len(words) && (strings.Contains(words[i], "=") && !strings.HasPrefix(words[i], "-") || shellRunner.MatchString(words[i])) {
			i++ // VAR=x prefixes, bash/sh/nohup
		}
		if i >= len(words) || path.Base(strings.Trim(words[i], "`\"'")) != base {
			continue
		}
		if rest := words[i+1:]; len(rest) > 0 && !shellStop.MatchString(rest[0]) {
			return true
		}
	}
	return false
}
