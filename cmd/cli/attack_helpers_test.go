package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/docker/cli/cli/command"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/testenv/tcptest"
)

// setup prepares a row's directory beyond its plain files.
type setup func(t *testing.T, dir string)

func fifo(name string) setup {
	return func(t *testing.T, dir string) {
		mkParent(t, dir, name)
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func symlink(name, target string) setup {
	return func(t *testing.T, dir string) {
		mkParent(t, dir, name)
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
}

func mkdir(name string) setup {
	return func(t *testing.T, dir string) {
		if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

func chmod(name string, mode os.FileMode) setup {
	return func(t *testing.T, dir string) {
		if err := os.Chmod(filepath.Join(dir, name), mode); err != nil {
			t.Fatal(err)
		}
	}
}

func bigFile(name string, size int) setup {
	return func(t *testing.T, dir string) {
		if err := os.WriteFile(filepath.Join(dir, name), bytes.Repeat([]byte("#\n"), size/2), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func mkParent(t *testing.T, dir, name string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
		t.Fatal(err)
	}
}

// silentEngine listens on 127.0.0.1, accepts connections and never answers:
// an engine that hangs. It returns the DOCKER_HOST for it.
func silentEngine(t *testing.T) string {
	return tcptest.Listen(t, func(c net.Conn) {
		_, _ = io.Copy(io.Discard, c)
		c.Close()
	})
}

// notDockerEngine answers every request with something that is not HTTP.
func notDockerEngine(t *testing.T) string {
	return tcptest.Listen(t, func(c net.Conn) {
		_, _ = c.Read(make([]byte, 4096))
		_, _ = c.Write([]byte("SSH-2.0-OpenSSH_9.6\r\n\r\n"))
		c.Close()
	})
}

// runAttack runs spkit in dir within limit. With realEngine the factory
// connects to the engine DOCKER_HOST names (a fake listener); otherwise
// there is no engine at all.
func runAttack(t *testing.T, dir string, args []string, realEngine bool, limit time.Duration) (int, string, string) {
	t.Helper()
	f := NewFactory()
	if !realEngine {
		f.NewDockerCLI = func(io.ReadCloser, io.Writer, io.Writer) (*command.DockerCli, error) {
			return nil, errors.New("attack tests without an engine row use no Docker engine")
		}
	}
	return runFactory(t, f, dir, args, limit)
}

// runFactory runs spkit with f (its streams replaced by buffers) and fails
// the test when it does not return within limit.
func runFactory(t *testing.T, f *Factory, dir string, args []string, limit time.Duration) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: &errOut}
	f.Now = func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) }
	done := make(chan int, 1)
	go func() { done <- Run(context.Background(), f, append([]string{"-C", dir}, args...)) }()
	select {
	case code := <-done:
		return code, out.String(), errOut.String()
	case <-time.After(limit):
		t.Fatalf("spkit %v did not return within %s", args, limit)
		return 0, "", ""
	}
}

// shortPing makes engine rows fast: the silent engine is given up on after
// a second instead of ten.
func shortPing(t *testing.T) {
	old := engine.PingTimeout
	engine.PingTimeout = time.Second
	t.Cleanup(func() { engine.PingTimeout = old })
}

// snapshot records every path under dir with its mode, a regular file's
// content and a symlink's target, without opening FIFOs or devices.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		info, err := e.Info()
		if err != nil {
			return err
		}
		entry := info.Mode().String()
		switch {
		case info.Mode().IsRegular():
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			entry += " " + string(data)
		case info.Mode()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			entry += " -> " + target
		}
		out[rel] = entry
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
