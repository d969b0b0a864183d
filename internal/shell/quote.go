// Package shell quotes values for the shell scripts spkit generates (the
// Slurm sbatch script, the Dockerfile's RUN lines): every value that
// reaches a script goes through Quote or Expand, so a newline, $(...), a
// backtick or a quote in it is taken literally and never runs.
package shell

import (
	"regexp"
	"strings"
)

var plainWord = regexp.MustCompile(`^[A-Za-z0-9_./:,+=@%-]+$`)

// Quote returns s as one shell word that means exactly s: bare when it is
// a plain word, else single-quoted (inside single quotes nothing is
// special; a ' is closed, escaped and reopened).
func Quote(s string) string {
	if plainWord.MatchString(s) {
		return s
	}
	return `'` + strings.ReplaceAll(s, `'`, `'\''`) + `'`
}

// Join quotes each word and joins them with spaces.
func Join(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = Quote(w)
	}
	return strings.Join(out, " ")
}

// Expand returns s as one double-quoted shell word in which only the
// references ${NAME} for the given vars expand (the script's own
// variables, such as ${MASTER_ADDR}); every other $, `, " and \ is
// escaped, so nothing else in s expands or runs. A word with none of the
// vars is Quote(s).
func Expand(s string, vars ...string) string {
	refs := make([]string, len(vars))
	for i, v := range vars {
		refs[i] = "${" + v + "}"
	}
	if !containsAny(s, refs) {
		return Quote(s)
	}
	var b strings.Builder
	b.WriteByte('"')
	for len(s) > 0 {
		if ref := prefixRef(s, refs); ref != "" {
			b.WriteString(ref)
			s = s[len(ref):]
			continue
		}
		if strings.IndexByte("$`\"\\", s[0]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[0])
		s = s[1:]
	}
	b.WriteByte('"')
	return b.String()
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func prefixRef(s string, refs []string) string {
	for _, r := range refs {
		if strings.HasPrefix(s, r) {
			return r
		}
	}
	return ""
}
