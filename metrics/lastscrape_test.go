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
	if srv.ScrapeDue() != 0 || srv.AwaitScrape(ctx) || time.Since(start) > 100*time.Millisecond {
		t.Fatal("no scraper yet: AwaitScrape should not wait")
	}
	scrapeOnce(t, srv)
	if srv.ScrapeDue() != 0 {
		t.Fatal("one scrape is no rhythm: nothing is due")
	}
	time.Sleep(200 * time.Millisecond)
	scrapeOnce(t, srv) // an interval of 200ms: the next is due 1.25 s after this one at most
	if due := srv.ScrapeDue(); due < time.Second || due > 1300*time.Millisecond {
		t.Fatalf("ScrapeDue = %s, want about 1.25s", due)
	}
	go func() { time.Sleep(300 * time.Millisecond); scrapeOnce(t, srv) }()
	start = time.Now()
	if !srv.AwaitScrape(ctx) || time.Since(start) > time.Second {
		t.Fatalf("AwaitScrape missed the scrape (waited %s)", time.Since(start))
	}
	start = time.Now() // no scrape comes: it gives up when the next was due
	if srv.AwaitScrape(ctx) || time.Since(start) < time.Second || time.Since(start) > 2*time.Second {
		t.Fatalf("AwaitScrape without a scrape returned after %s", time.Since(start))
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
