package probe

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// Results is a probe's record: `spkit probe` writes it as results.json
// (a stable shape for scripts) and results.md under .spkit/probe/PROFILE/.
type Results struct {
	Profile string `json:"profile"`
	// Ceiling is where the guard stops a trial; Target the most a fitting
	// trial may peak at (the ceiling less the margin).
	Ceiling uint64 `json:"ceiling_bytes"`
	Target  uint64 `json:"target_bytes"`
	// Source says what the peaks measure ("cgroup+gpu", "tree+gpu").
	Source string `json:"source"`
	Steps  int    `json:"steps"`
	// Params are the probed parameters in order.
	Params []string          `json:"params"`
	Trials []Trial           `json:"trials"`
	Best   map[string]int    `json:"best"`
	Fits   map[string]Fit    `json:"fits,omitempty"`
	Errors map[string]string `json:"errors,omitempty"`
}

// WriteJSON writes r indented.
func (r *Results) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteMarkdown writes seed 002's results table.
func (r *Results) WriteMarkdown(w io.Writer) {
	fmt.Fprintf(w, "# spkit probe %s\n\n", r.Profile)
	fmt.Fprintf(w, "Ceiling %s (the guard stops a trial there), target %s; peaks are the trainer's own memory (%s); %d steps per trial.\n\n",
		memsize.Size(r.Ceiling), memsize.Size(r.Target), r.Source, r.Steps)
	r.WriteTable(w)
	if len(r.Best) > 0 {
		fmt.Fprintf(w, "\nBest: %s\n", formatValues(r.Best, r.Params))
	}
}

// WriteTable writes the trials as a Markdown table.
func (r *Results) WriteTable(w io.Writer) {
	fmt.Fprintf(w, "| %s | peak | headroom | predicted | status | seconds | throughput |\n", strings.Join(r.Params, " | "))
	fmt.Fprintf(w, "|%s---|---|---|---|---|---|\n", strings.Repeat("---|", len(r.Params)))
	for _, t := range r.Trials {
		fmt.Fprintln(w, r.Row(t))
	}
}

// Row is one trial as a table row.
func (r *Results) Row(t Trial) string {
	cells := make([]string, 0, len(r.Params)+6)
	for _, p := range r.Params {
		if v, ok := t.Values[p]; ok {
			cells = append(cells, fmt.Sprint(v))
		} else {
			cells = append(cells, "")
		}
	}
	peak, headroom, seconds, throughput := "", "", "", ""
	if t.Status == OK || t.Status == Stopped {
		peak = memsize.Size(t.Peak).String()
		seconds = fmt.Sprintf("%.1f", t.Seconds)
		if t.Peak < r.Ceiling {
			headroom = memsize.Size(r.Ceiling - t.Peak).String()
		} else {
			headroom = "0 B"
		}
	}
	if t.Throughput > 0 {
		throughput = fmt.Sprintf("%.2f/s", t.Throughput)
	}
	predicted := ""
	if t.Predicted > 0 {
		predicted = memsize.Size(t.Predicted).String()
	}
	cells = append(cells, peak, headroom, predicted, statusText(t), seconds, throughput)
	return "| " + strings.Join(cells, " | ") + " |"
}

func statusText(t Trial) string {
	switch {
	case t.Status == OK && t.Fits:
		return "ok"
	case t.Status == OK:
		return "ok, over the target"
	case t.Status == Stopped:
		return "stopped by guard"
	case t.Status == Skipped:
		return "skipped by prediction"
	}
	return string(t.Status)
}

func formatValues(v map[string]int, order []string) string {
	parts := make([]string, 0, len(v))
	for _, k := range order {
		if x, ok := v[k]; ok {
			parts = append(parts, fmt.Sprintf("%s=%d", k, x))
		}
	}
	return strings.Join(parts, " ")
}
