package project

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A wrapper script that sets its own inputs to placeholders
// (DATA="path_to_data", pretrained_model=path/to/hf/llama/dir) and passes
// them to the trainer (--data_path $DATA) runs only once the user has
// given them: through the option the script parses (`-d | --data )
// DATA=$1`), or by editing the script. Written as it stands, the trainer
// starts and fails on the placeholder as a path. init refuses it without a
// terminal, naming the variable, its line and the option; in a terminal it
// asks for the value when the script takes an option for it.

var (
	// scriptAssign is a top-level VAR=value line of a shell script.
	scriptAssign = regexp.MustCompile(`^(?:export\s+)?([A-Za-z_]\w*)=(?:"([^"]*)"|'([^']*)'|([^\s;#"'$]*))\s*(?:#.*)?$`)
	// caseArm is a `case` pattern line (`-d | --data )`, getopts' `d)`).
	caseArm = regexp.MustCompile(`^\(?\s*([-\w]+(?:\s*\|\s*[-\w]+)*)\s*\)`)
	// argAssign takes a variable from the script's arguments.
	argAssign = regexp.MustCompile(`^([A-Za-z_]\w*)=["']?(?:\$\{?(?:1|2|OPTARG)\}?)["']?\s*;*\s*(?:#.*)?$`)
	// userValue is a value the documentation writes for the user's own.
	userValue = regexp.MustCompile(`(?i)^<[^>]+>$|(^|[_/-])your[_-]|^\{path_to_|^/?path/to/|^path_to_`)
)

// scriptHole is a variable of the script the user must set.
type scriptHole struct {
	Name, Value string
	Line        int
	Option      string // the script's option that sets it ("-d | --data"), "" when none
}

func (h scriptHole) String() string {
	s := fmt.Sprintf("%s=%q (line %d)", h.Name, h.Value, h.Line)
	if h.Option != "" {
		s += fmt.Sprintf(", set with %s", h.Option)
	}
	return s
}

// scriptHoles reads a shell script for variables set to a placeholder
// that a later line of the script reads.
func scriptHoles(text string) []scriptHole {
	lines := strings.Split(text, "\n")
	options := scriptOptions(lines)
	var out []scriptHole
	for i, line := range lines {
		m := scriptAssign.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil || line != strings.TrimLeft(line, " \t") {
			continue // indented: set inside a branch or a loop, not the script's default
		}
		v := m[2] + m[3] + m[4]
		if !userValue.MatchString(v) || !readsVar(lines[i+1:], m[1]) {
			continue
		}
		out = append(out, scriptHole{Name: m[1], Value: v, Line: i + 1, Option: options[m[1]]})
	}
	return out
}

// scriptOptions maps a variable to the case pattern whose arm sets it from
// the script's arguments.
func scriptOptions(lines []string) map[string]string {
	out := map[string]string{}
	arm := ""
	for _, line := range lines {
		t := strings.TrimSpace(line)
		if m := caseArm.FindStringSubmatch(t); m != nil && strings.Contains(m[1], "-") || m != nil && len(m[1]) == 1 {
			arm = m[1]
			if len(arm) == 1 {
				arm = "-" + arm
			}
			continue
		}
		if m := argAssign.FindStringSubmatch(t); m != nil && arm != "" {
			out[m[1]] = arm
		}
		if strings.HasPrefix(t, ";;") || t == "esac" {
			arm = ""
		}
	}
	return out
}

func readsVar(lines []string, name string) bool {
	re := regexp.MustCompile(`\$\{?` + regexp.QuoteMeta(name) + `\b`)
	for _, l := range lines {
		if t := strings.TrimSpace(l); !strings.HasPrefix(t, "#") && re.MatchString(t) {
			return true
		}
	}
	return false
}

// guardScriptHoles refuses a line that runs a shell script whose own
// inputs are placeholders the line does not set; in a terminal it asks for
// those the script takes an option for and adds the option to the line.
func (d *Detection) guardScriptHoles(dir string, c *reposcan.Candidate, ask Asker) error {
	if c.Kind != reposcan.KindShell {
		return nil
	}
	var open []scriptHole
	for _, h := range scriptHoles(readRepoText(dir, c.Target, maxServeRead)) {
		if !givesOption(c.Words, h.Option) {
			open = append(open, h)
		}
	}
	if len(open) == 0 {
		return nil
	}
	if ask == nil || slices.ContainsFunc(open, func(h scriptHole) bool { return h.Option == "" }) {
		names := make([]string, len(open))
		for i, h := range open {
			names[i] = h.String()
		}
		return errdefs.Configf("pass them with the script's options or edit the script, then give the line: spkit init --command '...'",
			"the training command (%s) runs %s, which leaves its inputs to you: %s", c.Source, c.Target, strings.Map(printable, strings.Join(names, "; ")))
	}
	for _, h := range open {
		v, err := ask.Fill(Question{Flag: h.Option, Placeholder: h.Value, Why: fmt.Sprintf("%s sets %s to a placeholder", c.Target, h.Name)})
		if err != nil {
			return err
		}
		flag, _, _ := strings.Cut(h.Option, "|")
		c.Words = append(c.Words, strings.TrimSpace(flag), v)
	}
	return nil
}

// givesOption reports whether the line passes one of the option's names.
func givesOption(words []string, option string) bool {
	if option == "" {
		return false
	}
	for _, n := range strings.Split(option, "|") {
		n = strings.TrimSpace(n)
		for _, w := range words {
			if w == n || strings.HasPrefix(w, n+"=") {
				return true
			}
		}
	}
	return false
}

// scriptDataArg is an option of a shell script's line that names a data
// file by a plain relative path (--train_file mydata/train.json).
var scriptDataArg = regexp.MustCompile(`(?m)(--[\w-]+)[= ]+["']?([\w.][\w./-]*\.(?:json|jsonl|csv|tsv|parquet|arrow))\b`)

// guardScriptData refuses a line that runs a shell script whose own
// training line reads a data file the repository does not ship
// (`--train_file mydata/train.json`) and that the document running
// it names (it says where to download it): the user brings it by hand, and
// the script would start the trainer on a missing file.
func (d *Detection) guardScriptData(dir string, c *reposcan.Candidate) error {
	if c.Kind != reposcan.KindShell {
		return nil
	}
	doc := readRepoText(dir, c.Source.File, maxServeRead)
	var names []string
	for _, m := range scriptDataArg.FindAllStringSubmatch(readRepoText(dir, c.Target, maxServeRead), -1) {
		val := strings.TrimPrefix(m[2], "./")
		top, _, _ := strings.Cut(val, "/")
		if shipped(dir, path.Join(path.Dir(c.Target), val)) || shipped(dir, val) || !strings.Contains(doc, top) {
			continue
		}
		names = append(names, m[1]+" "+m[2])
	}
	if len(names) == 0 {
		return nil
	}
	return errdefs.Configf("fetch the data as that document says, then give the line: spkit init --command '...'",
		"the training command (%s) runs %s, which reads data the repository does not ship and %s tells you to fetch: %s",
		c.Source, c.Target, c.Source.File, strings.Map(printable, strings.Join(slices.Compact(names), ", ")))
}

// shipped reports whether the repository holds rel (nothing followed or
// read: a link counts as present).
func shipped(dir, rel string) bool {
	_, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil
}

// guardScriptInputs holds a line that runs a shell script to the inputs
// the script leaves to the user: its placeholder variables
// (guardScriptHoles) and its own line's placeholder values
// (guardScriptLineHoles).
func (d *Detection) guardScriptInputs(dir string, c *reposcan.Candidate, ask Asker) error {
	if err := d.guardScriptHoles(dir, c, ask); err != nil {
		return err
	}
	return d.guardScriptLineHoles(dir, c)
}

// guardScriptLineHoles refuses a line that runs a shell script whose own
// command line passes placeholders as option values (--data_path
// /path/to/your/data.json): the script hard-codes them for the
// user to replace, and nothing the line that runs it passes changes them.
func (d *Detection) guardScriptLineHoles(dir string, c *reposcan.Candidate) error {
	if c.Kind != reposcan.KindShell {
		return nil
	}
	holes := scriptLineHoles(readRepoText(dir, c.Target, maxServeRead))
	if len(holes) == 0 {
		return nil
	}
	return errdefs.Configf(fmt.Sprintf("put your values in %s, or give the line yourself: spkit init --command '...'", c.Target),
		"the training command (%s) runs %s, whose own line leaves values to you: %s", c.Source, c.Target, strings.Map(printable, strings.Join(slices.Compact(holes), ", ")))
}

// scriptLineHoles are the option values of a shell script's command lines
// (continuations joined; comments, echo and printf aside) that are
// placeholders, each with its option; a $-expression is the script's own.
func scriptLineHoles(text string) []string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(text, "\\\n", " "), "\n") {
		line, _, _ = strings.Cut(line, " #")
		ws := strings.Fields(line)
		if len(ws) == 0 || strings.HasPrefix(ws[0], "#") || ws[0] == "echo" || ws[0] == "printf" {
			continue
		}
		for i, w := range ws {
			flag, val, ok := strings.Cut(w, "=")
			if !ok || !strings.HasPrefix(flag, "-") {
				if i == 0 || !strings.HasPrefix(ws[i-1], "-") || strings.Contains(ws[i-1], "=") || strings.HasPrefix(w, "-") {
					continue
				}
				flag, val = ws[i-1], w
			}
			if val = strings.Trim(val, `"'`); val != "" && !strings.HasPrefix(val, "$") && reposcan.IsPlaceholder(val) {
				out = append(out, flag+" "+val)
			}
		}
	}
	return out
}
