// Package checks holds spkit's checks of GPU truth inside the container:
// `healthcheck` (the image's HEALTHCHECK) and `validate`. Each check says
// what it decided and why. The in-image binary links it, so it imports
// neither the profiles nor the matrix (nor their YAML parser): what it needs
// to know travels in the image's environment (internal/imageenv) or is
// small enough to live here. `doctor` (the host side) is checks/doctor;
// `smoke`, which runs validate in an image through the engine, is
// checks/enginecheck.
package checks

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Status of one check.
type Status string

const (
	OK   Status = "ok"
	Fail Status = "fail"
	Skip Status = "skip"
)

// Check is one decision: its name, status, the reason, and how long it took.
type Check struct {
	Name     string        `json:"name"`
	Status   Status        `json:"status"`
	Reason   string        `json:"reason"`
	Duration time.Duration `json:"duration_ns"`
}

// Report is a list of checks.
type Report struct {
	Checks []Check `json:"checks"`
	// OK is true when no check failed.
	OK bool `json:"ok"`
}

func newReport(checks []Check) *Report {
	r := &Report{Checks: checks, OK: true}
	for _, c := range checks {
		if c.Status == Fail {
			r.OK = false
		}
	}
	return r
}

// Failed returns the failed checks.
func (r *Report) Failed() []Check {
	var out []Check
	for _, c := range r.Checks {
		if c.Status == Fail {
			out = append(out, c)
		}
	}
	return out
}

// WriteText prints one line per check.
func (r *Report) WriteText(w io.Writer) {
	for _, c := range r.Checks {
		fmt.Fprintf(w, "%-4s  %-18s %s (%s)\n", c.Status, c.Name, c.Reason, c.Duration.Round(time.Microsecond))
	}
	if r.OK {
		fmt.Fprintln(w, "all checks passed")
	} else {
		fmt.Fprintf(w, "%d check(s) failed\n", len(r.Failed()))
	}
}

// timed runs fn and stamps the check with its duration from clock.
func timed(clock func() time.Time, fn func() Check) Check {
	start := clock()
	c := fn()
	c.Duration = clock().Sub(start)
	return c
}

func joinReasons(checks []Check, s Status) string {
	var parts []string
	for _, c := range checks {
		if c.Status == s {
			parts = append(parts, c.Name+": "+c.Reason)
		}
	}
	return strings.Join(parts, "; ")
}
