// Package tcptest starts fake TCP servers for tests: an engine that never
// answers, or answers with something that is not the Docker API.
package tcptest

import (
	"net"
	"testing"
)

// Listen starts a TCP listener on 127.0.0.1 that hands each connection to
// serve, closes it when the test ends, and returns its DOCKER_HOST
// address (tcp://127.0.0.1:PORT).
func Listen(t testing.TB, serve func(net.Conn)) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go serve(c)
		}
	}()
	return "tcp://" + l.Addr().String()
}
