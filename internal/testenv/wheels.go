package testenv

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// Stub is a package for the offline pip index: a name, a version and what
// it requires (PEP 508 strings). Its wheel holds one module that knows its
// version, nothing else: pip's resolver sees a real package.
type Stub struct {
	Name, Version string
	Requires      []string
}

// Wheel builds a stub's wheel (py3-none-any) and returns its file name and
// bytes: METADATA, WHEEL, RECORD with sha256 entries, and the module.
func (s Stub) Wheel() (string, []byte, error) {
	dist := strings.ReplaceAll(s.Name, "-", "_")
	info := fmt.Sprintf("%s-%s.dist-info", dist, s.Version)
	meta := "Metadata-Version: 2.1\nName: " + s.Name + "\nVersion: " + s.Version + "\n"
	for _, r := range s.Requires {
		meta += "Requires-Dist: " + r + "\n"
	}
	files := []struct{ name, body string }{
		{dist + "/__init__.py", fmt.Sprintf("__version__ = %q\n", s.Version)},
		{info + "/METADATA", meta},
		{info + "/WHEEL", "Wheel-Version: 1.0\nGenerator: spkit-testenv\nRoot-Is-Purelib: true\nTag: py3-none-any\n"},
	}
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	var record strings.Builder
	for _, f := range files {
		w, err := z.Create(f.name)
		if err != nil {
			return "", nil, err
		}
		if _, err := w.Write([]byte(f.body)); err != nil {
			return "", nil, err
		}
		sum := sha256.Sum256([]byte(f.body))
		fmt.Fprintf(&record, "%s,sha256=%s,%d\n", f.name, base64.RawURLEncoding.EncodeToString(sum[:]), len(f.body))
	}
	record.WriteString(info + "/RECORD,,\n")
	w, err := z.Create(info + "/RECORD")
	if err != nil {
		return "", nil, err
	}
	if _, err := w.Write([]byte(record.String())); err != nil {
		return "", nil, err
	}
	if err := z.Close(); err != nil {
		return "", nil, err
	}
	return fmt.Sprintf("%s-%s-py3-none-any.whl", dist, s.Version), buf.Bytes(), nil
}

// PipConf makes every pip in an image resolve from /wheels only: no index
// is asked, whatever --index-url a Dockerfile passes.
const PipConf = "[global]\nno-index = true\nfind-links = /wheels\n"

// StubIndexBase returns an image of DebianBase with the stubs' wheels in
// /wheels and /etc/pip.conf pointing pip at them (PipConf), tagged by
// what it holds and removed when the test ends. With it as --base-image a
// generated Dockerfile's pip steps run for real, offline.
func StubIndexBase(t testing.TB, stubs []Stub) string {
	t.Helper()
	c := Engine(t)
	base := DebianBase(t)
	ctx := context.Background()
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	add := func(name string, body []byte) {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(body); err != nil {
			t.Fatal(err)
		}
	}
	var names []string
	for _, s := range stubs {
		name, data, err := s.Wheel()
		if err != nil {
			t.Fatalf("testenv: wheel %s: %v", s.Name, err)
		}
		add("wheels/"+name, data)
		names = append(names, name)
	}
	add("etc/pip.conf", []byte(PipConf))
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	sort.Strings(names)
	sum := sha256.Sum256([]byte(strings.Join(names, ",")))
	ref := fmt.Sprintf("spkit-test/stub-index:%x", sum[:6])
	created, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{Config: &container.Config{Image: base, Cmd: []string{"true"},
		Labels: map[string]string{CacheLabel: "build"}}})
	if err != nil {
		t.Fatalf("testenv: creating a container from %s: %v", base, err)
	}
	defer removeContainer(c, created.ID)
	if _, err := c.CopyToContainer(ctx, created.ID, client.CopyToContainerOptions{DestinationPath: "/", Content: &tb}); err != nil {
		t.Fatalf("testenv: copying the wheels: %v", err)
	}
	if _, err := c.ContainerCommit(ctx, created.ID, client.ContainerCommitOptions{Reference: ref, Comment: "spkit testenv stub pip index",
		Changes: []string{`CMD ["bash"]`}}); err != nil {
		t.Fatalf("testenv: committing %s: %v", ref, err)
	}
	RemoveImageOnCleanup(t, c, ref)
	return ref
}
