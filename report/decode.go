package report

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// JSON decoding is most of the time spkit report takes on a long log (a
// month at a sample a second is 2.6 million lines), so lines are decoded
// in batches on several goroutines and folded into the summary in order.
// What is in flight is bounded: at most 2×maxWorkers batches of at most
// batchBytes each, however long the log.
const (
	maxWorkers = 8
	batchBytes = 256 << 10
	batchLines = 2048
)

// batch is a run of consecutive lines, read in order and decoded by a
// worker; done is closed once lines (and bad) are set.
type batch struct {
	first int    // the line number of the first line
	data  []byte // the lines, each ending in '\n'
	ends  []int  // where each line ends in data (after its '\n')
	lines []supervisor.LogLine
	nums  []int // each line's number
	bad   *badLine
	done  chan struct{}
}

// badLine is the first line of a batch that is not a log line; decoding
// stops there.
type badLine struct {
	err    error
	syntax bool // not whole JSON: fine as the log's last line (cut short)
	last   bool // no line follows it in its batch
}

// decode reads every line of the batch up to the first that is not a log
// line.
func (b *batch) decode() {
	defer close(b.done)
	start := 0
	for i, end := range b.ends {
		line := b.data[start : end-1]
		start = end
		if len(line) == 0 {
			continue
		}
		var ln supervisor.LogLine
		if err := json.Unmarshal(line, &ln); err != nil || ln.Event == "" || ln.Sample == nil {
			var syntax *json.SyntaxError
			b.bad = &badLine{
				err:    fmt.Errorf("line %d is not a memory log line (docs/run.md): %.60q", b.first+i, line),
				syntax: errors.As(err, &syntax), last: i == len(b.ends)-1,
			}
			return
		}
		if err := implausible(&ln, Now()); err != nil {
			b.bad = &badLine{err: fmt.Errorf("line %d cannot be true: %v: not a memory log spkit run wrote (docs/run.md)", b.first+i, err), last: i == len(b.ends)-1}
			return
		}
		b.lines = append(b.lines, ln)
		b.nums = append(b.nums, b.first+i)
	}
}

// scanBatches reads r into batches, handing each to the workers and, in
// order, to the reader of out, until r ends or quit is closed. It returns
// the scanner's error, with the number of the line it stopped at.
func scanBatches(r io.Reader, work, out chan<- *batch, quit <-chan struct{}) (n int, err error) {
	defer close(out)
	defer close(work)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	n = 1
	var b *batch
	send := func() bool {
		for _, ch := range []chan<- *batch{out, work} {
			select {
			case ch <- b:
			case <-quit:
				return false
			}
		}
		b = nil
		return true
	}
	for ; sc.Scan(); n++ {
		if b == nil {
			b = &batch{first: n, data: make([]byte, 0, batchBytes+4<<10), done: make(chan struct{})}
		}
		b.data = append(append(b.data, sc.Bytes()...), '\n')
		b.ends = append(b.ends, len(b.data))
		if (len(b.data) >= batchBytes || len(b.ends) >= batchLines) && !send() {
			return n, nil
		}
	}
	if b != nil && !send() {
		return n, nil
	}
	return n, sc.Err()
}

// readLines reads a memory log with lines decoded in parallel, calling add
// for each log line in order. A last line cut short is dropped; a bad line
// elsewhere, or a whole JSON line that is not a log line, is an error
// naming it.
func readLines(r io.Reader, add func(supervisor.LogLine)) error {
	workers := min(runtime.GOMAXPROCS(0), maxWorkers)
	work, out := make(chan *batch, 2*workers), make(chan *batch, 2*workers)
	quit := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range work {
				b.decode()
			}
		})
	}
	var n int
	var scanErr error
	wg.Go(func() { n, scanErr = scanBatches(r, work, out, quit) })
	defer wg.Wait()
	defer close(quit) // before the wait: a reader stopped early ends them
	var pending error // a line cut short: an error if any line follows it
	var latest time.Time
	for b := range out {
		<-b.done
		if pending != nil {
			return pending
		}
		for i, ln := range b.lines {
			if !latest.IsZero() && ln.Time.Before(latest.Add(-BackInTime)) {
				return fmt.Errorf("line %d cannot be true: its time %s is before an earlier line's %s: not one run's memory log (docs/run.md)",
					b.nums[i], ln.Time.Format(time.RFC3339), latest.Format(time.RFC3339))
			}
			if ln.Time.After(latest) {
				latest = ln.Time
			}
			add(ln)
		}
		if bad := b.bad; bad != nil {
			if !bad.syntax || !bad.last {
				return bad.err
			}
			pending = bad.err
		}
	}
	wg.Wait() // n and scanErr are set
	if errors.Is(scanErr, bufio.ErrTooLong) {
		return fmt.Errorf("line %d is longer than %d MiB: not a memory log line (docs/run.md)", n, maxLine>>20)
	}
	return scanErr
}
