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

// scored is one answer init gave on a corpus fixture, with its confidence
// and whether the ground truth agrees.
type scored struct {
	repo  string
	conf  int
	right bool
}

// corpusAnswers runs init on every fixture under root writing its best
// answers whatever their confidence, and returns them per decision.
func corpusAnswers(t *testing.T, root string) map[string][]scored {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(root, "*.want.json"))
	out := map[string][]scored{}
	for _, wf := range files {
		name := strings.TrimSuffix(filepath.Base(wf), ".want.json")
		var w want
		data, err := os.ReadFile(wf)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &w); err != nil {
			t.Fatal(err)
		}
		d, err := Detect(copyTree(t, filepath.Join(root, name)), InitOptions{KnownProfiles: profiles.Builtin().Names(), anyConfidence: true})
		if err != nil {
			continue // refused for another reason (placeholders, pins)
		}
		_, vs := judge(w, d, nil)
		for _, v := range vs {
			if dec, ok := d.Decision(v.field); ok {
				out[v.field] = append(out[v.field], scored{name, dec.Confidence, v.ok})
			}
		}
	}
	return out
}

// sweep returns precision and recall of "write when confidence >= th":
// precision over the answers written, recall over the right answers.
func sweep(items []scored, th int) (p, r float64, written int) {
	var right, rightWritten int
	for _, it := range items {
		if it.right {
			right++
		}
		if it.conf >= th {
			written++
			if it.right {
				rightWritten++
			}
		}
	}
	p, r = 1, 1
	if written > 0 {
		p = float64(rightWritten) / float64(written)
	}
	if right > 0 {
		r = float64(rightWritten) / float64(right)
	}
	return p, r, written
}

// TestInitConfidenceCorpus measures the command and config decisions as a
// classifier on the named corpus: each threshold's precision (share of
// written answers that are right) and recall (share of right answers
// written). The thresholds in init_confidence.go must keep precision at
// 95% or more, and must not sit above the lowest right answer (recall
// given away for nothing).
func TestInitConfidenceCorpus(t *testing.T) {
	got := corpusAnswers(t, "testdata/corpus")
	for what, th := range map[string]int{"command": commandThreshold, "config": configThreshold, "output": outputThreshold, "install": installThreshold} {
		items := got[what]
		if len(items) == 0 {
			t.Fatalf("no %s decisions on the corpus", what)
		}
		var rows []string
		lowestRight := 101
		for _, it := range items {
			rows = append(rows, fmt.Sprintf("%s=%d/%v", it.repo, it.conf, it.right))
			if it.right {
				lowestRight = min(lowestRight, it.conf)
			}
		}
		t.Logf("%s answers (confidence/right): %s", what, strings.Join(rows, " "))
		for s := 0; s <= 100; s += 10 {
			p, r, n := sweep(items, s)
			t.Logf("%s threshold %3d: written %2d of %d, precision %.2f, recall %.2f", what, s, n, len(items), p, r)
		}
		p, r, n := sweep(items, th)
		t.Logf("%s at the threshold %d: written %d, precision %.2f, recall %.2f", what, th, n, p, r)
		if p < 0.95 {
			t.Errorf("%s threshold %d: precision %.2f, want >= 0.95", what, th, p)
		}
		if th > lowestRight {
			t.Errorf("%s threshold %d is above the lowest right answer (%d): recall given away", what, th, lowestRight)
		}
		if th < lowestRight-10 {
			t.Errorf("%s threshold %d sits more than 10 under the lowest right answer (%d): the data allows more caution", what, th, lowestRight)
		}
	}
}
