package project

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"mvdan.cc/sh/v3/shell"
)

// wayOutFlag is a refusal's --command or --config way out, its value one
// shell word.
var wayOutFlag = regexp.MustCompile(`--(command|config) ('(?:[^']|'\\'')*'|[^ ;'()]+)`)

// TestInitWayOutsReal checks init's refusals on every set's real trees
// (SPKIT_INIT_REAL_SETS, as TestInitPrecisionReal): where a refusal offers
// a documented line or a config back (--command '...', --config FILE),
// that value, passed back as it stands, must at least name something the
// repository has: it may be refused again for the values it leaves to the
// user, never for a script or file "not in the repository" (a line from a
// subfolder's README offered without its folder was). The generic example of a refusal that found no
// line is not a documented line and is skipped.
func TestInitWayOutsReal(t *testing.T) {
	root := os.Getenv("SPKIT_INIT_REAL_SETS")
	if root == "" {
		t.Skip("set SPKIT_INIT_REAL_SETS to a folder of real checkouts, one folder per testdata set (docs/init.md)")
	}
	withEvidenceBars(t)
	wfs, err := filepath.Glob("testdata/*/*.want.json")
	if err != nil {
		t.Fatal(err)
	}
	offered, taken := 0, 0
	for _, wf := range wfs {
		dir := filepath.Join(root, filepath.Base(filepath.Dir(wf)), strings.TrimSuffix(filepath.Base(wf), ".want.json"))
		if _, err := os.Stat(dir); err != nil {
			continue
		}
		opts := InitOptions{KnownProfiles: profiles.Builtin().Names()}
		var e *errdefs.Error
		if _, err := Detect(dir, opts); !errors.As(err, &e) {
			continue
		}
		m := wayOutFlag.FindStringSubmatch(e.Hint)
		if m == nil || m[2] == "'...'" || m[2] == "..." || m[2] == "PATH" || strings.Contains(e.Hint, "pass the training command: spkit init --command 'python train.py") {
			continue
		}
		words, err := shell.Fields(m[2], nil)
		if err != nil || len(words) != 1 {
			t.Errorf("%s: the way out %s is not one shell word (%v)", dir, m[2], err)
			continue
		}
		offered++
		if m[1] == "config" {
			opts.Config = words[0]
		} else {
			opts.Command = words[0]
		}
		_, err = Detect(dir, opts)
		if err != nil && (strings.Contains(err.Error(), "is not in the repository: give a command") || strings.Contains(err.Error(), "is not a file of the repository")) {
			t.Errorf("%s: the way out --%s %q, passed back, names nothing there: %v", dir, m[1], words[0], err)
			continue
		}
		if err == nil {
			taken++
		}
	}
	t.Logf("%d refusals offered a documented line or config back; %d of them written as they stand, the rest asked again for what the user fills", offered, taken)
}
