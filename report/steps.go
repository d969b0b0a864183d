package report

import (
	"regexp"
	"strconv"
	"sync"
	"time"
)

// StepMeter reads a trainer's output lines and tells its step rate: the
// rate the trainer prints itself (tqdm's it/s, s/it, Hugging Face's
// train_steps_per_second), else one derived from the step numbers it prints
// ("step 12/200", "Step 12", "global_step=12") over the last Window.
type StepMeter struct {
	// Window is how far back derived rates look (default 60s).
	Window time.Duration

	mu      sync.Mutex
	printed float64 // the last rate the trainer printed (steps/s)
	at      time.Time
	steps   []stepAt
}

type stepAt struct {
	step int
	t    time.Time
}

var (
	itPerSec  = regexp.MustCompile(`([0-9]+(?:\.[0-9]+)?) ?it/s\b`)
	secPerIt  = regexp.MustCompile(`([0-9]+(?:\.[0-9]+)?) ?s/it\b`)
	hfPerSec  = regexp.MustCompile(`steps_per_second['"]?[:=] ?([0-9]+(?:\.[0-9]+)?)`)
	stepCount = regexp.MustCompile(`(?i)\b(?:global_)?step[ =:]+([0-9]+)\b`)
)

// Observe takes one output line, seen at t.
func (m *StepMeter) Observe(line string, t time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := printedRate(line); ok {
		m.printed, m.at = r, t
		return
	}
	sm := stepCount.FindStringSubmatch(line)
	if sm == nil {
		return
	}
	n, err := strconv.Atoi(sm[1])
	if err != nil {
		return
	}
	if k := len(m.steps); k > 0 && n < m.steps[k-1].step {
		m.steps = m.steps[:0] // a new run, or a resume from earlier
	}
	m.steps = append(m.steps, stepAt{n, t})
	cut := 0
	for cut < len(m.steps)-2 && t.Sub(m.steps[cut].t) > m.window() {
		cut++
	}
	m.steps = m.steps[cut:]
}

// ShowsStep reports whether a trainer's output line shows an optimizer
// step: a rate it prints (it/s, s/it, steps_per_second) or a step number.
func ShowsStep(line string) bool {
	_, ok := printedRate(line)
	return ok || stepCount.MatchString(line)
}

func printedRate(line string) (float64, bool) {
	for _, re := range []*regexp.Regexp{itPerSec, hfPerSec} {
		if all := re.FindAllStringSubmatch(line, -1); all != nil {
			if v, err := strconv.ParseFloat(all[len(all)-1][1], 64); err == nil {
				return v, true
			}
		}
	}
	if all := secPerIt.FindAllStringSubmatch(line, -1); all != nil {
		if v, err := strconv.ParseFloat(all[len(all)-1][1], 64); err == nil && v > 0 {
			return 1 / v, true
		}
	}
	return 0, false
}

func (m *StepMeter) window() time.Duration {
	if m.Window > 0 {
		return m.Window
	}
	return time.Minute
}

// Rate is the step rate at now in steps per second (0: unknown, or the
// trainer has printed nothing for a Window).
func (m *StepMeter) Rate(now time.Time) float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.at.IsZero() && now.Sub(m.at) <= m.window() {
		return m.printed
	}
	if len(m.steps) < 2 {
		return 0
	}
	first, last := m.steps[0], m.steps[len(m.steps)-1]
	if now.Sub(last.t) > m.window() {
		return 0
	}
	dt := last.t.Sub(first.t).Seconds()
	if dt <= 0 {
		return 0
	}
	return float64(last.step-first.step) / dt
}
