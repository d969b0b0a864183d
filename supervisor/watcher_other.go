//go:build !linux || !cgo

package supervisor

import (
	"errors"
	"time"
)

// watcher needs cgo (a thread outside the Go runtime): without it the Go
// loop samples at every interval itself.
type watcher struct {
	samples, wakes uint64
	armedAt        time.Time
	interval       time.Duration
}

func newWatcher(int, int) (*watcher, error) {
	return nil, errors.New("built without cgo: no watcher thread")
}

func (*watcher) fd() int                                        { return -1 }
func (*watcher) drain()                                         {}
func (*watcher) pause()                                         {}
func (*watcher) arm(time.Time, time.Duration, watchBounds) bool { return false }
func (*watcher) close()                                         {}
