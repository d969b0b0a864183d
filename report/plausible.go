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
	return nil
}
