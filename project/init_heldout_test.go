package project

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// tally is how init did on a set of repositories: right (a right answer,
// or a refusal where one is right), refused where it could have answered,
// and silently wrong (written, exit 0, and wrong somewhere).
type tally struct{ right, refused, wrong, total int }

func (t tally) String() string {
	return fmt.Sprintf("right %d, refused %d, silently wrong %d, of %d", t.right, t.refused, t.wrong, t.total)
}

// heldOut runs init (no terminal) on each repository under trees that has
// a want file under root and sorts the outcomes.
func heldOut(t *testing.T, root, trees string) tally {
	t.Helper()
	n, _ := heldOutWritten(t, root, trees)
	return n
}

// writtenTally counts the answers init wrote (did not refuse) and names
// the wrong ones: the precision the issue asks for.
type writtenTally struct {
	written int
	wrong   []string
}

func heldOutWritten(t *testing.T, root, trees string) (tally, writtenTally) {
	t.Helper()
	withEvidenceBars(t)
	var ws writtenTally
	files, _ := filepath.Glob(filepath.Join(root, "*.want.json"))
	var n tally
	for _, wf := range files {
		name := strings.TrimSuffix(filepath.Base(wf), ".want.json")
		dir := filepath.Join(trees, name)
		if _, err := os.Stat(dir); err != nil {
			t.Logf("%-20s no tree at %s", name, dir)
			continue
		}
		var w want
		data, err := os.ReadFile(wf)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &w); err != nil {
			t.Fatalf("%s: %v", wf, err)
		}
		if trees == root {
			dir = copyTree(t, dir)
		}
		d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
		refused, vs := judge(w, d, err)
		all, line := true, []string{}
		for _, v := range vs {
			mark := "ok"
			if !v.ok {
				mark, all = "WRONG", false
			}
			line = append(line, fmt.Sprintf("%s %s: %q (want %q)", mark, v.field, clip(v.got, 160), clip(v.want, 160)))
		}
		n.total++
		if !refused {
			ws.written++
			if !all {
				ws.wrong = append(ws.wrong, name)
			}
		}
		outcome := "right"
		switch {
		case all:
			n.right++
		case refused:
			n.refused++
			outcome = "refused"
		default:
			n.wrong++
			outcome = "SILENTLY WRONG"
		}
		t.Logf("%-20s %s: %s", name, outcome, strings.Join(line, "; "))
	}
	t.Logf("%s", n)
	return n, ws
}

// The fresh held-out set's figures (docs/init.md): the first run (commit
// 9685eb4, before anything was changed after seeing it) and the floor
// init must not fall below (the last measured).
var (
	firstRun = tally{right: 9, refused: 0, wrong: 9, total: 18}
	floor    = tally{right: 12, refused: 0, wrong: 6, total: 18}
)

// TestInitHeldOutFresh runs init on fixtures modelled on 18 real trainer
// repositories whose answers were written (testdata/heldout2/*.want.json,
// committed first) before init ever ran on them. The bar is none
// silently wrong and at least 75% right; the test logs where init stands
// against it and fails when it falls below the first run.
func TestInitHeldOutFresh(t *testing.T) {
	n := heldOut(t, "testdata/heldout2", "testdata/heldout2")
	if n.wrong > 0 || 4*n.right < 3*n.total {
		t.Logf("BELOW THE ISSUE'S BAR (none silently wrong, 75%% right): %s", n)
	}
	t.Logf("first run: %s", firstRun)
	if n.right < floor.right || n.wrong > floor.wrong {
		t.Errorf("%s: worse than the last measured (%s)", n, floor)
	}
}

// TestInitHeldOutFreshReal is the same on real checkouts
// (SPKIT_INIT_HELDOUT_REAL=DIR, one folder per repository at the commits
// the want files name). Skipped without it.
func TestInitHeldOutFreshReal(t *testing.T) {
	dir := os.Getenv("SPKIT_INIT_HELDOUT_REAL")
	if dir == "" {
		t.Skip("set SPKIT_INIT_HELDOUT_REAL to a folder of real checkouts (docs/init.md says how)")
	}
	n := heldOut(t, "testdata/heldout2", dir)
	if n.wrong > 0 {
		t.Errorf("%d real held-out repositories silently wrong", n.wrong)
	}
}
