package metrics

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// ShutdownTimeout bounds how long Shutdown waits for scrapes in flight.
const ShutdownTimeout = 5 * time.Second

// The server's bounds, so that clients cannot take the file descriptors
// the guard needs to read memory (issue #31: 2,000 idle keep-alive
// connections left the process tree unreadable). MaxConns connections are
// served at once; a new one takes the slot of the longest-idle one, so
// idle and keep-alive clients cannot keep a scrape out (issue 41), and
// while every slot has a request in flight the next connection waits in
// the kernel's accept queue, holding none of spkit's descriptors. A
// connection is closed when its request takes longer
// than ReadTimeout to arrive (ReadHeaderTimeout for the headers), its
// answer WriteTimeout to go out, or it idles IdleTimeout between requests.
// Variables for tests.
var (
	MaxConns          = 16
	ReadHeaderTimeout = 5 * time.Second
	ReadTimeout       = 10 * time.Second
	WriteTimeout      = 10 * time.Second
	IdleTimeout       = 30 * time.Second
)

// Server serves an exporter's registry on /metrics.
type Server struct {
	ln      net.Listener
	srv     *http.Server
	err     chan error
	scrapes scrapes
}

// Listen binds addr ("127.0.0.1:9400", ":9400"; port 0 picks a free one)
// and starts serving at once, so the endpoint is up before the trainer.
func Listen(addr string, e *Exporter) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &Server{err: make(chan error, 1)}
	s.scrapes.next = make(chan struct{})
	mux := http.NewServeMux()
	mux.Handle("/metrics", s.scrapes.counted(e.Handler()))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte("spkit run: metrics on /metrics\n"))
	})
	sl := newSlotListener(ln, MaxConns)
	s.ln = sl
	s.srv = &http.Server{Handler: mux, ConnState: sl.connState,
		ReadHeaderTimeout: ReadHeaderTimeout, ReadTimeout: ReadTimeout, WriteTimeout: WriteTimeout,
		IdleTimeout: IdleTimeout, MaxHeaderBytes: 16 << 10}
	go func() { s.err <- s.srv.Serve(s.ln) }()
	return s, nil
}

// Handler serves the exporter's registry in Prometheus's formats.
func (e *Exporter) Handler() http.Handler {
	return promhttp.HandlerFor(e.Registry(), promhttp.HandlerOpts{
		ErrorHandling: promhttp.ContinueOnError, MaxRequestsInFlight: 4,
		// A scrape is a few KiB: gzip would cost the guard more CPU than it saves.
		DisableCompression: true,
	})
}

// Addr is the address the server listens on (with the port picked).
func (s *Server) Addr() string { return s.ln.Addr().String() }

// Shutdown stops the server, waiting at most ShutdownTimeout for scrapes in
// flight; the last values stay scrapeable until then.
func (s *Server) Shutdown() error {
	ctx, cancel := context.WithTimeout(context.Background(), ShutdownTimeout)
	defer cancel()
	err := s.srv.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = s.srv.Close()
	}
	if serr := <-s.err; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}
