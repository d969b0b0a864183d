package k8s

import (
	"github.com/spkit-dev/spkit/runspec"
	"strings"
	"testing"
)

// kubeletExpand does what the kubelet does to a container's command, args
// and env values (k8s.io/kubernetes third_party/forked/golang/expansion):
// $$ is $, $(NAME) is NAME's value when NAME is defined, anything else is
// kept.
func kubeletExpand(s string, vars map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '$' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch s[i+1] {
		case '$':
			b.WriteByte('$')
			i++
		case '(':
			end := strings.IndexByte(s[i:], ')')
			if end < 0 {
				b.WriteByte(s[i])
				continue
			}
			name := s[i+2 : i+end]
			if v, ok := vars[name]; ok {
				b.WriteString(v)
			} else {
				b.WriteString(s[i : i+end+1])
			}
			i += end
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// Issue 41 item 5: the kubelet expanded $(VAR) in the trainer's arguments
// and environment; what reaches the trainer must be what spkit.yaml says.
func TestArgsAndEnvReachTheTrainerLiterally(t *testing.T) {
	s := spec(t, "cpu")
	// Control characters too: they once made spkit k8s fail with exit 1.
	literal := []string{"$(SECRET_TOKEN)", "$$", "price $5", "$(PET_NODE_RANK)x", "a\x01b", "\x1b[8mhidden\r"}
	s.Command = append(s.Command, literal...)
	s.Env["GREETING"] = "$(SECRET_TOKEN) and $$HOME"
	job, _, _ := decode(t, mustMarshal(t, s, Options{Nodes: 2}))
	c := job.Spec.Template.Spec.Containers[0]
	vars := map[string]string{"SECRET_TOKEN": "leaked", "PET_NODE_RANK": "0"}
	args := c.Args[len(c.Args)-len(literal):]
	for i, a := range args {
		if got := kubeletExpand(a, vars); got != literal[i] {
			t.Errorf("argument %q reaches the trainer as %q", literal[i], got)
		}
	}
	for _, e := range c.Env {
		if e.Name == "GREETING" {
			if got := kubeletExpand(e.Value, vars); got != "$(SECRET_TOKEN) and $$HOME" {
				t.Errorf("GREETING reaches the trainer as %q", got)
			}
		}
	}
}

func mustMarshal(t *testing.T, s *runspec.Spec, o Options) []byte {
	t.Helper()
	m, err := Render(s, o)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
