package shell

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Hostile is a table of values that would run a command, end a line or
// break out of a quote if they reached a script unquoted.
var hostile = []string{
	"", "plain", "two words", "a\nb", "x\ntouch PWN", "$(touch PWN)", "`touch PWN`",
	"'; touch PWN; '", `"; touch PWN; "`, `\`, `a\"b`, "${HOME}", "$HOME", "${IFS}",
	"a'b'c", "!x", "*", "~", "a;b", "a|b", "a&b", "#x", "-n", "x\r\ny", "\t", "é ü",
	"${MASTER_ADDR", "$${MASTER_ADDR}", "${MASTER_ADDR}$(touch PWN)", "}", "${MASTER_ADDR}\\",
}

// echo runs `printf %s WORD` under bash in an empty directory and returns
// what it printed; it fails the test when anything else happened (a file
// appeared).
func echo(t *testing.T, word string, env ...string) string {
	t.Helper()
	dir := t.TempDir()
	script := filepath.Join(t.TempDir(), "s.sh")
	if err := os.WriteFile(script, []byte("set -eu\nprintf '%s' "+word+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("bash on %q: %v", word, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the word %s ran something: %v appeared", word, entries)
	}
	return string(out)
}

func TestQuoteIsLiteral(t *testing.T) {
	for _, v := range hostile {
		if got := echo(t, Quote(v)); got != v {
			t.Errorf("Quote(%q) = %s reads back as %q", v, Quote(v), got)
		}
	}
}

func TestExpandOnlyNamedVars(t *testing.T) {
	for _, v := range hostile {
		want := strings.ReplaceAll(v, "${MASTER_ADDR}", "node-0")
		if got := echo(t, Expand(v, "MASTER_ADDR"), "MASTER_ADDR=node-0", "HOME=/nowhere"); got != want {
			t.Errorf("Expand(%q) = %s reads back as %q, want %q", v, Expand(v, "MASTER_ADDR"), got, want)
		}
	}
}

func TestJoin(t *testing.T) {
	if got, want := Join([]string{"pip", "install", "a b", "$(x)"}), `pip install 'a b' '$(x)'`; got != want {
		t.Errorf("Join = %s, want %s", got, want)
	}
	if got := Expand("--rdzv_endpoint=${MASTER_ADDR}:29400", "MASTER_ADDR"); got != `"--rdzv_endpoint=${MASTER_ADDR}:29400"` {
		t.Errorf("Expand kept no plain form: %s", got)
	}
}
