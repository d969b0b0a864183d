package project

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// firstRunRecord is one repository of an unseen held-out set as init answered it
// on its first run (testdata/firstruns.jsonl: sets 3 to 17, each run at
// the commit it names, before anything was changed after seeing it).
type firstRunRecord struct {
	Set        string         `json:"set"`
	Repo       string         `json:"repo"`
	Outcome    string         `json:"outcome"` // right, refused, wrong
	RefusalOK  bool           `json:"refusal_ok"`
	Confidence map[string]int `json:"confidence"` // nil when init refused
}

func loadFirstRuns(t *testing.T) []firstRunRecord {
	t.Helper()
	f, err := os.Open("testdata/firstruns.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []firstRunRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r firstRunRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	if len(out) < 200 {
		t.Fatalf("%d first-run records, want the 211 of held-out 3 to 17", len(out))
	}
	return out
}

// TestInitThresholdsOnFirstRuns holds the write thresholds to what init's
// written answers were on repositories nobody had tuned it on: each
// bar has at least nine wrong answers in ten under it there (a bar that
// turned away more right answers would not be asked for by the data). It also reports what the thresholds would have made of those
// first runs (written precision; right, refused, silently wrong).
func TestInitThresholdsOnFirstRuns(t *testing.T) {
	runs := loadFirstRuns(t)
	bars := map[string]int{}
	for _, b := range evidenceBars {
		bars[b.what] = b.bar
	}
	for what, bar := range bars {
		var under, underWrong int
		for _, r := range runs {
			c, ok := r.Confidence[what]
			if !ok || r.Confidence == nil || c >= bar {
				continue
			}
			under++
			if r.Outcome == "right" {
				t.Logf("%s under %d turns away %s/%s, right on its first run at %d", what, bar, r.Set, r.Repo, c)
				continue
			}
			underWrong++
		}
		t.Logf("%s under %d: %d written answers, %d of them wrong", what, bar, under, underWrong)
		if underWrong == 0 || 10*underWrong < 9*under {
			t.Errorf("%s bar %d: %d of the %d first-run answers under it were wrong, want at least 90%%: the data does not ask for it", what, bar, underWrong, under)
		}
	}
	var before, after tally
	written, writtenRight := 0, 0
	for _, r := range runs {
		before.add(r.Outcome)
		o := r.Outcome
		if r.Confidence != nil {
			passes := true
			for what, bar := range bars {
				if c, ok := r.Confidence[what]; ok && c < bar {
					passes = false
				}
			}
			switch {
			case passes:
				written++
				if o == "right" {
					writtenRight++
				}
			case r.RefusalOK:
				o = "right"
			default:
				o = "refused"
			}
		}
		after.add(o)
	}
	t.Logf("first runs as they were: %s; with these thresholds: %s; written %d, right %d", before, after, written, writtenRight)
	if after.wrong >= before.wrong || after.right < before.right {
		t.Errorf("the thresholds do not improve the first runs: %s -> %s", before, after)
	}
}

func (n *tally) add(outcome string) {
	n.total++
	switch outcome {
	case "right":
		n.right++
	case "refused":
		n.refused++
	default:
		n.wrong++
	}
}
