package metrics

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// MaxScrapeInterval bounds the scrape interval AwaitScrape believes:
// Prometheus's default is 1m; a longer gap is not a scraper's rhythm.
const MaxScrapeInterval = 2 * time.Minute

// scrapes remembers when the last two scrapes of /metrics were served, and
// wakes AwaitScrape at each.
type scrapes struct {
	mu         sync.Mutex
	last, prev time.Time     // when the last two scrapes began
	next       chan struct{} // closed when the next scrape is served, then replaced
}

func (s *scrapes) counted(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Counted when it begins, before its answer can reach the scraper
		// (so whoever sees the answer sees the count); AwaitScrape is woken
		// when it is served (Shutdown lets one still in flight finish).
		s.mu.Lock()
		s.prev, s.last = s.last, time.Now()
		s.mu.Unlock()
		h.ServeHTTP(w, r)
		s.mu.Lock()
		close(s.next)
		s.next = make(chan struct{})
		s.mu.Unlock()
	})
}

// AwaitScrape waits for the scraper to come once more, so that it sees
// what it has not yet: the trainer's exit code, spkit_trainer_running at
// 0, the last trip. Prometheus scrapes a target at a fixed interval, so
// the next scrape is due an interval after the last: AwaitScrape waits at
// most until then (ScrapeDue), and ends early when ctx is done (a signal:
// a stopping container must not wait). It reports whether a scrape came.
func (s *Server) AwaitScrape(ctx context.Context) bool {
	since := time.Now()
	s.scrapes.mu.Lock()
	wait := s.scrapes.due()
	s.scrapes.mu.Unlock()
	if wait <= 0 {
		return false
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		s.scrapes.mu.Lock()
		last, next := s.scrapes.last, s.scrapes.next
		s.scrapes.mu.Unlock()
		// A scrape that began before the call may have read the old
		// values: only one begun since counts.
		if !last.Before(since) {
			return true
		}
		select {
		case <-next:
		case <-timer.C:
			return false
		case <-ctx.Done():
			return false
		}
	}
}

// ScrapeDue is how long AwaitScrape would wait at most now: until the
// next scrape is due, the interval being the gap between the last two
// scrapes (at most MaxScrapeInterval), with a quarter of it and a second
// of slack. With fewer than two scrapes seen nobody is scraping: 0.
func (s *Server) ScrapeDue() time.Duration {
	s.scrapes.mu.Lock()
	defer s.scrapes.mu.Unlock()
	return s.scrapes.due()
}

func (s *scrapes) due() time.Duration {
	if s.prev.IsZero() {
		return 0
	}
	interval := min(s.last.Sub(s.prev), MaxScrapeInterval)
	return max(time.Until(s.last.Add(interval+interval/4+time.Second)), 0)
}
