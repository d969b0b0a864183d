package metrics_test

import (
	"context"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/metrics"
	"github.com/spkit-dev/spkit/supervisor"
)

func scrapeOnce(t *testing.T, srv *metrics.Server) {
	t.Helper()
	res, err := http.Get("http://" + srv.Addr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

// After the run, spkit run waits for the scraper's next visit, so that
// Prometheus sees the exit: never without a scraper, at most until the
// next scrape is due, and not past a signal.
func TestAwaitScrape(t *testing.T) {
	srv, err := metrics.Listen("127.0.0.1:0", metrics.New(metrics.BuildInfo{}, ""))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown() })
	ctx := context.Background()
	start := time.Now()
	if srv.ScrapeDue() != 0 || srv.AwaitScrape(ctx) || time.Since(start) > 500*time.Millisecond {
		t.Fatal("no scraper yet: AwaitScrape should not wait")
	}
	beforeFirst := time.Now()
	scrapeOnce(t, srv)
	if srv.ScrapeDue() != 0 {
		t.Fatal("one scrape is no rhythm: nothing is due")
	}
	time.Sleep(200 * time.Millisecond)
	beforeSecond := time.Now()
	scrapeOnce(t, srv) // an interval of at least 200ms: the next is due a quarter of it and 1 s later
	afterSecond := time.Now()
	due := srv.ScrapeDue()
	// The bounds follow the interval the server can have seen, whatever
	// the machine's load: at least the 200ms slept, at most the time
	// between the first request's start and the second's end.
	lo := time.Until(beforeSecond.Add(250*time.Millisecond + time.Second))
	span := afterSecond.Sub(beforeFirst)
	if hi := span + span/4 + time.Second; due < lo || due > hi {
		t.Fatalf("ScrapeDue = %s, want between %s and %s (1.25 intervals and 1 s after the last scrape)", due, lo, hi)
	}
	go func() { time.Sleep(300 * time.Millisecond); scrapeOnce(t, srv) }()
	start = time.Now()
	if !srv.AwaitScrape(ctx) || time.Since(start) > time.Second {
		t.Fatalf("AwaitScrape missed the scrape (waited %s)", time.Since(start))
	}
	start = time.Now() // no scrape comes: it gives up when the next was due
	due = srv.ScrapeDue()
	if srv.AwaitScrape(ctx) || time.Since(start) < due-50*time.Millisecond || time.Since(start) > due+time.Second || due < time.Second {
		t.Fatalf("AwaitScrape without a scrape returned after %s, the next scrape due in %s", time.Since(start), due)
	}
	scrapeOnce(t, srv)
	cctx, cancel := context.WithCancel(ctx)
	go func() { time.Sleep(100 * time.Millisecond); cancel() }()
	start = time.Now()
	if srv.AwaitScrape(cctx) || time.Since(start) > 500*time.Millisecond {
		t.Fatalf("a signal did not end the wait (%s)", time.Since(start))
	}
}

// A stop request (docker stop, scancel) has its own deadline: the exporter
// says so, and spkit run then does not wait for the last scrape.
func TestStopRequested(t *testing.T) {
	e := metrics.New(metrics.BuildInfo{}, "")
	if e.StopRequested() {
		t.Fatal("a fresh exporter reports a stop request")
	}
	e.OnStop(supervisor.Stop{Signal: syscall.SIGTERM})
	if !e.StopRequested() {
		t.Fatal("OnStop did not register the stop request")
	}
}
