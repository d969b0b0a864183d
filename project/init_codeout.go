package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// codeDefault is where the trainer writes by its code's default: an
// output-folder field of a config dataclass in the entry point or a
// module it imports (reposcan.CodeOutputs). One folder is taken; when
// fields name different folders, the one the entry point takes as an
// option is; otherwise init names them all in a CHECK line and takes
// none, rather than guess. A shell-script launch whose Python line passes
// an output folder writes there first (scriptPassed): the line overrides
// the code's default.
func (d *Detection) codeDefault(f *reposcan.Findings, c *reposcan.Candidate) (writePlace, bool) {
	if w, ok := d.scriptPassed(f, c); ok {
		return w, true
	}
	outs := f.CodeOutputs(c)
	if len(outs) == 0 {
		return writePlace{}, false
	}
	if own := entryOwn(outs, c); len(own) > 0 && len(codeValues(own)) == 1 {
		// The entry point's own fields override those of the modules it
		// imports (a subclass of their config class setting its own).
		outs = own
	}
	if vs := codeValues(outs); len(vs) > 1 {
		var taken []reposcan.CodeOutput
		for _, o := range outs {
			if _, ok := c.Entry.Lookup("--" + o.Key); ok {
				taken = append(taken, o)
			}
		}
		if len(taken) == 0 || len(codeValues(taken)) > 1 {
			d.flagCodeOutputs(outs)
			return writePlace{}, false
		}
		outs = taken
	}
	o := outs[0]
	w := writePlace{value: o.Value, from: fmt.Sprintf("%s = %q, the code's default", o.Where(), o.Value), argIndex: -1}
	if a, ok := c.Entry.Lookup("--" + o.Key); ok && !a.Positional {
		w.addFlag = a.Flag()
	}
	return w, true
}

// entryOwn are the defaults the launch's entry point declares itself.
func entryOwn(outs []reposcan.CodeOutput, c *reposcan.Candidate) []reposcan.CodeOutput {
	if c.Entry == nil || c.Entry.File == "" {
		return nil
	}
	var own []reposcan.CodeOutput
	for _, o := range outs {
		if o.File == c.Entry.File {
			own = append(own, o)
		}
	}
	return own
}

// codeValues are the distinct folders the defaults name.
func codeValues(outs []reposcan.CodeOutput) []string {
	var vs []string
	for _, o := range outs {
		if v := path.Clean(o.Value); !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	return vs
}

// flagCodeOutputs says which code defaults could be the output folder,
// each with its file and key, when init cannot tell which one it is.
func (d *Detection) flagCodeOutputs(outs []reposcan.CodeOutput) {
	var each []string
	for _, o := range outs[:min(len(outs), 4)] {
		each = append(each, fmt.Sprintf("%s = %q", o.Where(), o.Value))
	}
	if len(outs) > 4 {
		each = append(each, fmt.Sprintf("and %d more", len(outs)-4))
	}
	s := fmt.Sprintf("the code sets more than one folder the trainer may write to (%s): rerun with --output DIR naming the one its checkpoints go to", strings.Join(each, ", "))
	d.Checks = append(d.Checks, s)
	d.note("%s", s)
}
