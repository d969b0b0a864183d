package testenv

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/moby/moby/client"
)

// Registry is a Docker registry (Debian's docker-registry, distribution
// 2.8) serving plain HTTP on 127.0.0.1, which the engine and buildkitd use
// without TLS (loopback is an insecure-allowed registry).
type Registry struct {
	// Host is 127.0.0.1:PORT, the prefix of the image references.
	Host string
}

// StartRegistry starts a registry on a free port with its storage in a
// temporary directory, and stops it at the end of the test. It skips the
// test when docker-registry is not installed (apt-get install
// docker-registry; .ci/run does).
func StartRegistry(t testing.TB) *Registry {
	t.Helper()
	bin, err := exec.LookPath("docker-registry")
	if err != nil {
		t.Skip("testenv: docker-registry is not installed (apt-get install -y docker-registry)")
	}
	dir := t.TempDir()
	host := "127.0.0.1:" + freePort(t)
	cfg := fmt.Sprintf("version: 0.1\nlog:\n  level: warn\nstorage:\n  filesystem:\n    rootdirectory: %s\n  delete:\n    enabled: true\nhttp:\n  addr: %s\n",
		filepath.Join(dir, "data"), host)
	cfgPath := filepath.Join(dir, "config.yml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	logf, err := os.Create(filepath.Join(dir, "registry.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", cfgPath)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("testenv: starting docker-registry: %v", err)
	}
	t.Cleanup(func() { stopProcess(cmd); logf.Close() })
	if err := waitHTTP("http://"+host+"/v2/", 30*time.Second); err != nil {
		log, _ := os.ReadFile(logf.Name())
		t.Fatalf("testenv: docker-registry on %s did not answer: %v\n%s", host, err, tail(string(log), 2000))
	}
	return &Registry{Host: host}
}

// HasManifest reports whether the registry holds repo@reference (a tag or
// digest), as a manifest or a manifest list / index, and its media type.
func (r *Registry) HasManifest(t testing.TB, repo, reference string) (bool, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodHead, fmt.Sprintf("http://%s/v2/%s/manifests/%s", r.Host, repo, reference), nil)
	req.Header.Set("Accept", strings.Join([]string{
		"application/vnd.docker.distribution.manifest.list.v2+json",
		"application/vnd.oci.image.index.v1+json",
		"application/vnd.docker.distribution.manifest.v2+json",
		"application/vnd.oci.image.manifest.v1+json",
	}, ", "))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("testenv: asking the registry for %s@%s: %v", repo, reference, err)
	}
	res.Body.Close()
	return res.StatusCode == http.StatusOK, res.Header.Get("Content-Type")
}

// freePort returns a TCP port on 127.0.0.1 nothing listens on now.
// handedOut holds the ports freePort has returned in this process: the
// kernel may give a just-closed port again, and two of them in one
// command line (etcd's client and peer URLs) then collide ("bind: address
// already in use", seen in a CI run of the k8s tier).
var handedOut = struct {
	sync.Mutex
	ports map[string]bool
}{ports: map[string]bool{}}

func freePort(t testing.TB) string {
	t.Helper()
	handedOut.Lock()
	defer handedOut.Unlock()
	for range 64 {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		_, port, _ := net.SplitHostPort(l.Addr().String())
		l.Close()
		if !handedOut.ports[port] {
			handedOut.ports[port] = true
			return port
		}
	}
	t.Fatal("testenv: no loopback port that this process was not given before, in 64 tries")
	return ""
}

func waitHTTP(url string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		res, err := http.Get(url)
		if err == nil {
			res.Body.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// stopProcess ends a helper process this package started: SIGTERM to its
// process group, SIGKILL after 10 s, and reaps it.
func stopProcess(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}

// PushFromEngine tags the engine's image local as HOST/spkit-test/NAME
// (NAME its repository's last element, same tag), pushes it and returns
// the registry reference: what a standalone buildkitd can build FROM.
func (r *Registry) PushFromEngine(t testing.TB, c client.APIClient, local string) string {
	t.Helper()
	repo, tag, _ := strings.Cut(local, ":")
	ref := r.Host + "/spkit-test/" + path.Base(repo) + ":" + tag
	ctx := context.Background()
	if _, err := c.ImageTag(ctx, client.ImageTagOptions{Source: local, Target: ref}); err != nil {
		t.Fatalf("testenv: tagging %s as %s: %v", local, ref, err)
	}
	RemoveImageOnCleanup(t, c, ref)
	res, err := c.ImagePush(ctx, ref, client.ImagePushOptions{RegistryAuth: "e30="})
	if err == nil {
		err = res.Wait(ctx)
	}
	if err != nil {
		t.Fatalf("testenv: pushing %s: %v", ref, err)
	}
	return ref
}
