package images

import (
	"bytes"
	"encoding/json"
	"regexp"
	"sort"
	"strings"
)

// writer accumulates Dockerfile text. Continuation lines are indented by
// four spaces; there are never empty continuation lines.
type writer struct{ b strings.Builder }

func (w *writer) String() string { return w.b.String() }

// line writes one line; parts are joined with spaces.
func (w *writer) line(parts ...string) {
	w.b.WriteString(strings.Join(parts, " "))
	w.b.WriteByte('\n')
}

func (w *writer) blank() { w.b.WriteByte('\n') }

func (w *writer) comment(text string) { w.line("#", text) }

// instr writes an instruction whose arguments continue over several lines.
func (w *writer) instr(name string, first string, more ...string) {
	w.b.WriteString(name + " " + first)
	for _, m := range more {
		w.b.WriteString(" \\\n    " + m)
	}
	w.b.WriteByte('\n')
}

// run writes a RUN with its mounts and commands chained with &&.
func (w *writer) run(mounts []string, cmds ...string) {
	var parts []string
	for _, m := range mounts {
		parts = append(parts, "--mount="+m)
	}
	for i, c := range cmds {
		if i > 0 {
			c = "&& " + c
		}
		parts = append(parts, c)
	}
	w.instr("RUN", parts[0], parts[1:]...)
}

// keyValues writes ENV or LABEL with one key=value per line, sorted by key.
func (w *writer) keyValues(name string, kv map[string]string) {
	if len(kv) == 0 {
		return
	}
	keys := make([]string, 0, len(kv))
	for k := range kv {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + kv[k]
	}
	w.instr(name, parts[0], parts[1:]...)
}

// jsonArgs renders an exec-form argument list: ["a","b"].
func jsonArgs(args []string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(args) // a []string always encodes
	return strings.TrimSpace(buf.String())
}

var plainWord = regexp.MustCompile(`^[A-Za-z0-9_./:,+=@%-]+$`)

// quoteValue quotes an ENV or LABEL value for the Dockerfile: bare when it
// is a plain word, else double-quoted with ", \ and $ escaped so the value
// is taken literally (no variable expansion).
func quoteValue(v string) string {
	if plainWord.MatchString(v) {
		return v
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, `$`, `\$`)
	return `"` + r.Replace(v) + `"`
}
