package tcptest

import (
	"io"
	"net"
	"strings"
	"testing"
)

func TestListenServesEachConnection(t *testing.T) {
	addr := Listen(t, func(c net.Conn) {
		_, _ = c.Write([]byte("hello"))
		_ = c.Close()
	})
	host, ok := strings.CutPrefix(addr, "tcp://127.0.0.1:")
	if !ok || host == "" {
		t.Fatalf("address %q is not tcp://127.0.0.1:PORT", addr)
	}
	for range 2 {
		c, err := net.Dial("tcp", strings.TrimPrefix(addr, "tcp://"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(c)
		_ = c.Close()
		if err != nil || string(got) != "hello" {
			t.Errorf("read %q, %v; want hello", got, err)
		}
	}
}
