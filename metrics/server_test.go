package metrics_test

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/metrics"
)

func openFDs(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd:", err)
	}
	return len(entries)
}

// shortServer is a metrics server with small bounds.
func shortServer(t *testing.T) string {
	t.Helper()
	old := []any{metrics.MaxConns, metrics.ReadHeaderTimeout, metrics.IdleTimeout}
	metrics.MaxConns, metrics.ReadHeaderTimeout, metrics.IdleTimeout = 4, 300*time.Millisecond, 300*time.Millisecond
	t.Cleanup(func() {
		metrics.MaxConns, metrics.ReadHeaderTimeout, metrics.IdleTimeout = old[0].(int), old[1].(time.Duration), old[2].(time.Duration)
	})
	srv, err := metrics.Listen("127.0.0.1:0", metrics.New(metrics.BuildInfo{}, ""))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown() })
	return srv.Addr()
}

// Issue #31 item 4: clients that open connections and send nothing cannot
// take more than MaxConns of the process's file descriptors (each idle one
// used to hold one for ever).
func TestIdleConnectionsAreCapped(t *testing.T) {
	addr := shortServer(t)
	before := openFDs(t)
	const clients = 50
	for range clients {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
	}
	time.Sleep(200 * time.Millisecond)
	// The clients' own sockets are in this process too.
	if held := openFDs(t) - before - clients; held > metrics.MaxConns+2 {
		t.Errorf("the server holds %d descriptors for %d idle clients, want at most %d", held, clients, metrics.MaxConns)
	}
}

// A keep-alive connection that idles is closed by the server.
func TestIdleKeepAliveIsClosed(t *testing.T) {
	addr := shortServer(t)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(c)
	if status, _ := r.ReadString('\n'); !strings.Contains(status, "200") {
		t.Fatalf("status %q", status)
	}
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	if _, err := io.Copy(io.Discard, r); err != nil {
		t.Fatalf("the server did not close the idle connection: %v", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("closed after %s", took)
	}
}

// Issue 41 item 7: MaxConns keep-alive clients, each idle after its
// scrape, held every slot for IdleTimeout and the next scrape timed out.
// A scrape now takes the slot of the longest-idle one.
func TestKeepAliveClientsLeaveASlotForAScrape(t *testing.T) {
	srv, err := metrics.Listen("127.0.0.1:0", metrics.New(metrics.BuildInfo{}, ""))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown() })
	for range metrics.MaxConns {
		c, err := net.Dial("tcp", srv.Addr())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		if status := get(t, c); !strings.Contains(status, "200") {
			t.Fatalf("keep-alive client: status %q", status)
		}
	}
	for i := range 3 {
		c, err := net.Dial("tcp", srv.Addr())
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		status := get(t, c)
		c.Close()
		if !strings.Contains(status, "200") || time.Since(start) > 2*time.Second {
			t.Errorf("scrape %d behind %d idle keep-alive clients: status %q after %s", i+1, metrics.MaxConns, status, time.Since(start))
		}
	}
}

// get sends one keep-alive GET /metrics on c and reads the answer whole,
// leaving the connection open; it returns the status line ("" when none
// came within 3 s).
func get(t *testing.T, c net.Conn) string {
	t.Helper()
	c.SetDeadline(time.Now().Add(3 * time.Second))
	defer c.SetDeadline(time.Time{})
	if _, err := io.WriteString(c, "GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		return ""
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return ""
	}
	return resp.Status
}
