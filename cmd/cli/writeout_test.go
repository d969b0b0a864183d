package cli

import (
	"os"
	"strings"
	"testing"
)

// `spkit k8s cpu --nodes 2 -o $'out\e[8mX'` wrote the file and printed the
// escape raw in "wrote ... kubectl apply -f ...": an output name with a
// control character is refused in one line (exit 2), and nothing is written.
func TestWriteOutRefusesControlCharacters(t *testing.T) {
	for _, cmd := range []string{"k8s", "slurm"} {
		dir := t.TempDir()
		code, _, errOut := runCLI(t, dir, cmd, "cpu", "--nodes", "2", "-o", "out\x1b[8mX")
		if code != 2 || strings.ContainsRune(errOut, 0x1b) || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "control character") {
			t.Errorf("spkit %s -o ESC: exit %d, %q; want exit 2, one escaped line naming the control character", cmd, code, errOut)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("spkit %s -o ESC left %d entries in the folder", cmd, len(entries))
		}
	}
}
