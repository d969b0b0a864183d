package supervisor

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// BlindLimit is how long the guard may go without any watched source
// answering before it stops the trainer: the longest it may go without a
// look at memory (guardspec.MaxInterval). A source that stops answering
// never reads as "fine" (docs/run.md, "When a source fails").
const BlindLimit = guardspec.MaxInterval

// LimitBlind is the trip of a guard that could not read any watched source
// for BlindLimit.
const LimitBlind LimitKind = "no-reading"

// SourceFailure is a source that did not answer at a sample: its file
// could not be read (no file descriptor left, a cgroup removed), or NVML
// failed.
type SourceFailure struct {
	Source guardspec.Source `json:"source"`
	Error  string           `json:"error"`
}

// SourceEvent is a source that stopped answering (Err set) or answers
// again (Err ""). Watched: the limits apply to it.
type SourceEvent struct {
	Time    time.Time
	Source  guardspec.Source
	Err     string
	Watched bool
}

// sourceSet is the sources a tick read.
type sourceSet uint8

func (s *sourceSet) add(src guardspec.Source) { *s |= 1 << slices.Index(guardspec.Sources, src) }
func (s sourceSet) has(src guardspec.Source) bool {
	return s&(1<<slices.Index(guardspec.Sources, src)) != 0
}

func (s *Sample) fail(src guardspec.Source, err error) {
	s.Failed = append(s.Failed, SourceFailure{Source: src, Error: err.Error()})
}

func (s *Sample) failed(src guardspec.Source) bool {
	return slices.ContainsFunc(s.Failed, func(f SourceFailure) bool { return f.Source == src })
}

// sourceHealth follows which sources fail from tick to tick.
type sourceHealth struct {
	failing     map[guardspec.Source]string
	blindSince  time.Time
	blindReason string
}

// update records the sources s read, tells observers and stderr of each
// change, and reports whether the guard is blind: it has limits, no check
// could be made, and a watched source failed.
func (r *run) updateSources(now time.Time, s *Sample) bool {
	h := &r.health
	if h.failing == nil {
		h.failing = map[guardspec.Source]string{}
	}
	for _, src := range guardspec.Sources {
		if !s.read.has(src) {
			continue
		}
		i := slices.IndexFunc(s.Failed, func(f SourceFailure) bool { return f.Source == src })
		old, was := h.failing[src]
		switch {
		case i >= 0 && (!was || old != s.Failed[i].Error):
			h.failing[src] = s.Failed[i].Error
			if !was {
				r.sourceEvent(SourceEvent{Time: now, Source: src, Err: s.Failed[i].Error, Watched: r.o.watches(src)})
			}
		case i < 0 && was:
			delete(h.failing, src)
			r.sourceEvent(SourceEvent{Time: now, Source: src, Watched: r.o.watches(src)})
		}
	}
	var blind []string
	for _, src := range r.o.Guard.Sources {
		if err, ok := h.failing[src]; ok {
			blind = append(blind, string(src)+": "+err)
		}
	}
	if !r.g.active() || len(s.Checks) > 0 || len(blind) == 0 {
		h.blindSince = time.Time{}
		return false
	}
	if h.blindSince.IsZero() {
		h.blindSince = now
	}
	h.blindReason = strings.Join(blind, "; ")
	return true
}

// sourceEvent tells the observers, and says on stderr what the guard now
// goes by.
func (r *run) sourceEvent(e SourceEvent) {
	r.obs.source(e)
	if !e.Watched {
		return
	}
	if e.Err == "" {
		fmt.Fprintf(r.o.Stderr, "spkit: the guard reads %s again\n", e.Source)
		return
	}
	var left []string
	for _, src := range r.o.Guard.Sources {
		if _, failing := r.health.failing[src]; !failing {
			left = append(left, string(src))
		}
	}
	then := "guarding with " + strings.Join(left, ", ") + " meanwhile"
	if len(left) == 0 {
		then = fmt.Sprintf("no watched source answers: the trainer is stopped if none does within %s", BlindLimit)
	}
	fmt.Fprintf(r.o.Stderr, "spkit: warning: the guard cannot read %s (%s); %s\n", e.Source, e.Err, then)
}

// stopBlind stops the trainer when the guard has seen nothing for
// BlindLimit: running on unguarded is what the guard is there to prevent.
func (r *run) stopBlind(now time.Time, s *Sample) {
	src := guardspec.Meminfo
	for _, w := range r.o.Guard.Sources {
		if _, ok := r.health.failing[w]; ok {
			src = w
			break
		}
	}
	r.stop(now, Check{Source: src, Kind: LimitBlind, What: "no watched source",
		Detail: r.health.blindReason}, s)
}
