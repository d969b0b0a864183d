package engine

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/tcptest"
)

// silent accepts and never answers (the connection stays open until the
// client gives up).
func silent(c net.Conn) {
	buf := make([]byte, 4096)
	for {
		if _, err := c.Read(buf); err != nil {
			c.Close()
			return
		}
	}
}

// garbage answers every request with something that is not HTTP.
func garbage(c net.Conn) {
	defer c.Close()
	buf := make([]byte, 4096)
	_, _ = c.Read(buf)
	_, _ = c.Write([]byte("SSH-2.0-OpenSSH_9.6\r\n\r\n"))
}

func newClient(t *testing.T, host string) *client.Client {
	t.Helper()
	c, err := client.New(client.WithHost(host))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestPing(t *testing.T) {
	old := PingTimeout
	PingTimeout = 500 * time.Millisecond
	t.Cleanup(func() { PingTimeout = old })
	closed := func() string {
		l, _ := net.Listen("tcp", "127.0.0.1:0")
		addr := l.Addr().String()
		l.Close()
		return "tcp://" + addr
	}()
	for _, tc := range []struct {
		name, host, want string
	}{
		{"silent listener", tcptest.Listen(t, silent), "did not answer within 500ms"},
		{"not HTTP", tcptest.Listen(t, garbage), "does not speak the Docker API"},
		{"nothing listening", closed, "does not answer: start it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := Ping(context.Background(), newClient(t, tc.host))
			if time.Since(start) > 5*time.Second {
				t.Errorf("Ping took %s", time.Since(start))
			}
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Environment {
				t.Fatalf("err = %v, want an Environment error", err)
			}
			if !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("message %q does not contain %q on one line", err, tc.want)
			}
		})
	}
}

func TestPingCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := Ping(ctx, newClient(t, tcptest.Listen(t, silent)))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestEndpointErrors(t *testing.T) {
	t.Setenv("DOCKER_HOST", "bogus://x")
	_, err := NewCLI(nil, nil, nil)
	var ue *errdefs.Error
	if !errors.As(err, &ue) || ue.Code != errdefs.Environment || !strings.Contains(err.Error(), "DOCKER_HOST=bogus://x is not a usable Docker engine address") {
		t.Errorf("DOCKER_HOST: err = %v", err)
	}
	t.Setenv("DOCKER_HOST", "")
	t.Setenv("DOCKER_CONTEXT", "no-such-context")
	_, err = NewCLI(nil, nil, nil)
	if !errors.As(err, &ue) || ue.Code != errdefs.Environment || !strings.Contains(err.Error(), "DOCKER_CONTEXT=no-such-context is not a usable docker context") {
		t.Errorf("DOCKER_CONTEXT: err = %v", err)
	}
}
