package report

import (
	"fmt"
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// What a memory log line may hold: spkit run writes its lines in time
// order from one clock and computes used as total less available, so a
// line against that was not written by it (or was edited) and is refused
// rather than summed into a report (issue #31: a negative run time, a
// used of 16384 PiB of 23.5 GiB).
const (
	// BackInTime is how far a line may go back before an earlier one (the
	// wall clock stepped by NTP).
	BackInTime = time.Minute
	// Ahead is how far into the future a line may be dated (another
	// machine's clock).
	Ahead = 24 * time.Hour
)

// Now is the clock the future check reads; tests set it.
var Now = time.Now

// implausible says why a line cannot be true, or nil.
func implausible(ln *supervisor.LogLine, now time.Time) error {
	if ln.Time.After(now.Add(Ahead)) {
		return fmt.Errorf("it is dated %s, in the future", ln.Time.Format(time.RFC3339))
	}
	if err := implausibleCodes(ln); err != nil {
		return err
	}
	s := ln.Sample
	if s == nil {
		return nil
	}
	switch {
	case s.MemUsed > s.MemTotal:
		return fmt.Errorf("used %s is more than the total %s", size(s.MemUsed), size(s.MemTotal))
	case s.MemAvailable > s.MemTotal:
		return fmt.Errorf("available %s is more than the total %s", size(s.MemAvailable), size(s.MemTotal))
	case s.CgroupWS > s.CgroupUsage:
		return fmt.Errorf("the cgroup working set %s is more than its usage %s", size(s.CgroupWS), size(s.CgroupUsage))
	}
	return implausibleSizes(s)
}

// MaxBytes is the most memory a line may name: 1 PiB, more than any
// machine spkit runs on holds (a tree RSS of 2^63 bytes was summed into a
// report, issue 41).
const MaxBytes = 1 << 50

// implausibleSizes refuses a figure no machine holds.
func implausibleSizes(s *supervisor.Sample) error {
	for _, f := range []struct {
		name string
		v    uint64
	}{{"total", s.MemTotal}, {"available", s.MemAvailable}, {"used", s.MemUsed}, {"the cgroup usage", s.CgroupUsage},
		{"the cgroup working set", s.CgroupWS}, {"the tree RSS", s.TreeRSS}, {"the GPU memory", s.GPUBytes}} {
		if f.v > MaxBytes {
			return fmt.Errorf("%s %d bytes is more than any machine holds", f.name, f.v)
		}
	}
	for _, c := range s.Checks {
		if c.Used > MaxBytes || c.Limit > MaxBytes {
			return fmt.Errorf("a %s check of %d bytes against %d is more than any machine holds", c.Source, c.Used, c.Limit)
		}
	}
	return nil
}

// implausibleCodes refuses an exit code no process exits with: spkit's
// and the trainer's are 0 to 255 (128+N after signal N).
func implausibleCodes(ln *supervisor.LogLine) error {
	for name, c := range map[string]*int{"exit code": ln.ExitCode, "trainer exit code": ln.TrainerExitCode} {
		if c != nil && (*c < 0 || *c > 255) {
			return fmt.Errorf("its %s %d is not 0 to 255", name, *c)
		}
	}
	return nil
}
