package supervisor

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// The test binary plays three roles in the process tests, chosen by
// $SPKIT_TEST_ROLE: the supervisor itself (a real separate process, so
// signals and reaping are real), a memory hog, and a signal trap.
func TestMain(m *testing.M) {
	switch os.Getenv("SPKIT_TEST_ROLE") {
	case "supervise":
		os.Exit(superviseRole())
	case "hog":
		os.Exit(hogRole())
	case "trap":
		os.Exit(trapRole())
	}
	os.Exit(m.Run())
}

// testOptions is the serialisable part of Options.
type testOptions struct {
	Command         []string
	MaxUsed         uint64
	MinAvailable    uint64
	MinAvailablePct float64
	Sources         []Source
	Interval, Grace time.Duration
	MemoryLog       string
	Root            string
	StatePath       string
}

// superviseRole does what `spkit run` does with the result.
func superviseRole() int {
	var to testOptions
	if err := json.Unmarshal([]byte(os.Getenv("SPKIT_TEST_OPTS")), &to); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 99
	}
	res, err := Run(Options{Command: to.Command, MaxUsed: to.MaxUsed, MinAvailable: to.MinAvailable,
		MinAvailablePct: to.MinAvailablePct, Sources: to.Sources, Interval: to.Interval, Grace: to.Grace,
		MemoryLog: to.MemoryLog, Root: to.Root, StatePath: to.StatePath})
	if err != nil {
		fmt.Fprintln(os.Stderr, "spkit:", err)
		return 6
	}
	if res.Trip != nil {
		fmt.Fprintf(os.Stderr, "spkit: %s: %s\n", res.Trip.Message(), res.Trip.Hint())
		return 7
	}
	return res.ExitCode
}

// hogRole allocates and touches $HOG_RATE bytes/s up to $HOG_MAX, then
// holds it. On SIGTERM it writes $HOG_MARK ("checkpoint") and exits 0,
// unless $HOG_IGNORE_TERM is set: then it writes the mark and keeps going.
func hogRole() int {
	rate, _ := strconv.ParseFloat(os.Getenv("HOG_RATE"), 64)
	limit, _ := strconv.Atoi(os.Getenv("HOG_MAX"))
	ignore := os.Getenv("HOG_IGNORE_TERM") != ""
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	const chunk = 4 << 20
	var held [][]byte
	start := time.Now()
	for {
		select {
		case <-term:
			os.WriteFile(os.Getenv("HOG_MARK"), []byte("SIGTERM"), 0o644)
			if !ignore {
				return 0
			}
		default:
		}
		if len(held)*chunk >= limit {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		b := make([]byte, chunk)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		held = append(held, b)
		// Keep to the rate: sleep until this much is due.
		due := start.Add(time.Duration(float64(len(held)*chunk) / rate * float64(time.Second)))
		time.Sleep(time.Until(due))
	}
}

// trapRole writes $TRAP_READY, waits for one of the forwarded signals,
// writes its number to $TRAP_OUT and exits 40+N.
func trapRole() int {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, forwarded...)
	os.WriteFile(os.Getenv("TRAP_READY"), []byte("ready"), 0o644)
	select {
	case sig := <-ch:
		n := int(sig.(syscall.Signal))
		os.WriteFile(os.Getenv("TRAP_OUT"), []byte(strconv.Itoa(n)), 0o644)
		return 40 + n
	case <-time.After(20 * time.Second):
		return 99
	}
}
