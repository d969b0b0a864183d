package probe

import (
	"fmt"
	"io"
	"strings"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// WriteMarkdown writes the results as a page: what the figures are, the
// trials' table and the best values.
func (r *Results) WriteMarkdown(w io.Writer) {
	fmt.Fprintf(w, "# spkit probe %s\n\n", Printable(r.Profile))
	fmt.Fprintln(w, r.Summary()+".")
	fmt.Fprintln(w)
	r.WriteTable(w)
	if len(r.Best) > 0 {
		fmt.Fprintf(w, "\nBest: %s\n", formatValues(r.Best, r.Params))
	}
}

// Summary says which memory the ceiling, target and peaks are.
func (r *Results) Summary() string {
	ct := fmt.Sprintf("ceiling %s (the guard stops a trial there), target %s", memsize.Size(r.Ceiling), memsize.Size(r.Target))
	switch r.Memory {
	case Discrete:
		return fmt.Sprintf("Discrete GPU memory: %s on the fullest GPU (of its %s total; peak is the trainer's GPU memory there, NVML per process); "+
			"host memory judged apart: ceiling %s, target %s (host is the trainer's %s); %d steps per trial",
			ct, memsize.Size(r.GPUTotal), memsize.Size(r.HostCeiling), memsize.Size(r.HostTarget), hostSource(r.Source), r.Steps)
	case Unified:
		return fmt.Sprintf("Unified memory, one pool: %s; peak is the trainer's host memory plus its GPU memory (%s); %d steps per trial", ct, r.Source, r.Steps)
	}
	return fmt.Sprintf("Ceiling %s (the guard stops a trial there), target %s; peaks are the trainer's own memory (%s); %d steps per trial",
		memsize.Size(r.Ceiling), memsize.Size(r.Target), r.Source, r.Steps)
}

func hostSource(source string) string {
	if strings.HasPrefix(source, "tree") {
		return "process tree RSS"
	}
	return "cgroup working set"
}

// WriteTable writes the trials as a Markdown table.
func (r *Results) WriteTable(w io.Writer) {
	names := make([]string, len(r.Params))
	for i, p := range r.Params {
		names[i] = Printable(p)
	}
	fmt.Fprintf(w, "| %s | peak | headroom | host | GPU | predicted | status | seconds | throughput |\n", strings.Join(names, " | "))
	fmt.Fprintf(w, "|%s---|---|---|---|---|---|---|---|\n", strings.Repeat("---|", len(r.Params)))
	for _, t := range r.Trials {
		fmt.Fprintln(w, r.Row(t))
	}
}

// Row is one trial as a table row.
func (r *Results) Row(t Trial) string {
	cells := make([]string, 0, len(r.Params)+8)
	for _, p := range r.Params {
		if v, ok := t.Values[p]; ok {
			cells = append(cells, fmt.Sprint(v))
		} else {
			cells = append(cells, "")
		}
	}
	peak, headroom, host, gpu, seconds, throughput := "", "", "", "", "", ""
	ran := t.Status == OK || t.Status == Stopped || t.Status == OOM
	if ran {
		seconds = fmt.Sprintf("%.1f", t.Seconds)
		host, gpu = sizeOrEmpty(t.HostPeak), sizeOrEmpty(t.GPUPeak)
	}
	if t.Status == OK || t.Status == Stopped {
		peak = memsize.Size(t.Peak).String()
		headroom = memsize.Size(r.Ceiling - min(t.Peak, r.Ceiling)).String()
	}
	if t.Throughput > 0 {
		throughput = fmt.Sprintf("%.2f/s", t.Throughput)
	}
	cells = append(cells, peak, headroom, host, gpu, sizeOrEmpty(t.Predicted), statusText(t), seconds, throughput)
	return "| " + strings.Join(cells, " | ") + " |"
}

func sizeOrEmpty(n uint64) string {
	if n == 0 {
		return ""
	}
	return memsize.Size(n).String()
}

func statusText(t Trial) string {
	switch {
	case t.Status == OK && t.Fits:
		return "ok"
	case t.Status == OK && t.Note != "":
		return "ok, " + Printable(t.Note)
	case t.Status == OK:
		return "ok, over the target"
	case t.Status == Stopped:
		return "stopped by guard"
	case t.Status == Skipped:
		return "skipped by prediction"
	case t.Status == OOM:
		return "CUDA OOM"
	}
	return Printable(string(t.Status))
}

func formatValues(v map[string]int, order []string) string {
	parts := make([]string, 0, len(v))
	for _, k := range order {
		if x, ok := v[k]; ok {
			parts = append(parts, fmt.Sprintf("%s=%d", Printable(k), x))
		}
	}
	return strings.Join(parts, " ")
}
