package report

import (
	"math"
	"testing"
	"time"
)

func TestStepMeter(t *testing.T) {
	t0 := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

	// Derived from the step numbers: 10 steps in 4 s.
	var m StepMeter
	for i, line := range []string{"step 1/200 loss 6.4", "noise", "step 5/200 loss 6.3", "step 11/200 loss 6.2"} {
		m.Observe(line, at(float64(i*2)))
	}
	if r := m.Rate(at(7)); !near(r, 10.0/6) {
		t.Errorf("derived rate = %v, want %v", r, 10.0/6)
	}
	if r := m.Rate(at(100)); r != 0 {
		t.Errorf("a silent trainer's rate = %v, want 0 (unknown)", r)
	}
	// A resume starts over.
	m.Observe("Step 3", at(101))
	m.Observe("global_step=7", at(103))
	if r := m.Rate(at(103)); !near(r, 2) {
		t.Errorf("after a resume: %v, want 2", r)
	}

	// What the trainer prints wins: tqdm's it/s and s/it, HF's steps_per_second.
	for line, want := range map[string]float64{
		" 12%|█▏        | 24/200 [00:10<01:13,  2.39it/s]": 2.39,
		" 3%|▎         | 6/200 [00:30<16:10,  5.00s/it]":   0.2,
		"{'train_steps_per_second': 0.75, 'epoch': 1.0}":   0.75,
	} {
		var p StepMeter
		p.Observe("step 1", at(0))
		p.Observe(line, at(1))
		p.Observe("step 90", at(2))
		if r := p.Rate(at(2)); !near(r, want) {
			t.Errorf("%q: rate %v, want %v", line, r, want)
		}
	}
	var none StepMeter
	none.Observe("loading model", at(0))
	if r := none.Rate(at(1)); r != 0 {
		t.Errorf("no steps: %v", r)
	}
}
