package main

import (
	"encoding/json"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/hostmem"
)

// hogReport is what the hog saw: when MemAvailable crossed the threshold
// (read by the hog itself after each chunk, from the same /proc/meminfo the
// guards read) and when the signal came.
type hogReport struct {
	CrossNS, SignalNS    int64  // since the hog started
	AvailCross, AvailSig uint64 // MemAvailable, bytes
	AllocCross, AllocSig int64  // bytes the hog had touched
	Signal               string
	Crossed, Signalled   bool
}

// runHog allocates and touches $HOG_RATE bytes/s in 4 MiB chunks up to
// $HOG_MAX, notes when MemAvailable drops below $HOG_CROSS, and on SIGTERM
// writes its report to $HOG_REPORT and exits. It gives up after
// $HOG_HOLD (a Go duration; default 20 s).
func runHog() int {
	rate, _ := strconv.ParseFloat(os.Getenv("HOG_RATE"), 64)
	limit, _ := strconv.ParseInt(os.Getenv("HOG_MAX"), 10, 64)
	cross, _ := strconv.ParseUint(os.Getenv("HOG_CROSS"), 10, 64)
	sys, err := hostmem.OpenSystem("/")
	if err != nil {
		return 2
	}
	var rep hogReport
	var alloc atomic.Int64
	start := time.Now()
	done := make(chan struct{})
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGINT)
	go func() {
		sig := <-sigs
		rep.SignalNS, rep.Signalled, rep.Signal = time.Since(start).Nanoseconds(), true, sig.String()
		rep.AllocSig = alloc.Load()
		if s, err := sys.Read(); err == nil {
			rep.AvailSig = s.Available
		}
		close(done)
	}()
	const chunk = 4 << 20
	var held [][]byte
	hold, err := time.ParseDuration(os.Getenv("HOG_HOLD"))
	if err != nil {
		hold = 20 * time.Second
	}
	deadline := start.Add(hold)
	for time.Now().Before(deadline) {
		select {
		case <-done:
			runtime.KeepAlive(held) // the memory is held on purpose until the end
			return writeReport(&rep)
		default:
		}
		if alloc.Load() >= limit {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		b := make([]byte, chunk)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		held = append(held, b)
		n := alloc.Add(chunk)
		if s, err := sys.Read(); err == nil && !rep.Crossed && cross > 0 && s.Available < cross {
			rep.Crossed, rep.CrossNS, rep.AvailCross, rep.AllocCross = true, time.Since(start).Nanoseconds(), s.Available, n
		}
		time.Sleep(time.Until(start.Add(time.Duration(float64(n) / rate * float64(time.Second)))))
	}
	return writeReport(&rep)
}

func writeReport(rep *hogReport) int {
	data, _ := json.Marshal(rep)
	if err := os.WriteFile(os.Getenv("HOG_REPORT"), data, 0o644); err != nil {
		return 3
	}
	return 0
}
