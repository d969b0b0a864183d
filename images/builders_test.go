package images

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"iter"
	"os"
	"path/filepath"
	"strings"
	"testing"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/jsonstream"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The builders against a fake engine: what they ask of it, and what they
// make of its answers.

type fakeEngine struct {
	Engine // what a test does not set up panics

	host       string
	os, arch   string
	versionErr error
	size       int64
	inspectErr error
	// push is the engine's push stream; pushErr fails the push.
	push     []jsonstream.Message
	pushErr  error
	pushAuth string
	// load is the engine's reply to a load; loaded what it read.
	load      string
	loadErr   error
	loaded    bytes.Buffer
	cancelled []string
}

func (e *fakeEngine) DaemonHost() string { return e.host }

func (e *fakeEngine) ServerVersion(context.Context, client.ServerVersionOptions) (client.ServerVersionResult, error) {
	return client.ServerVersionResult{Os: e.os, Arch: e.arch}, e.versionErr
}

func (e *fakeEngine) ImageInspect(context.Context, string, ...client.ImageInspectOption) (client.ImageInspectResult, error) {
	var r client.ImageInspectResult
	r.Size = e.size
	return r, e.inspectErr
}

func (e *fakeEngine) ImagePush(_ context.Context, _ string, o client.ImagePushOptions) (client.ImagePushResponse, error) {
	e.pushAuth = o.RegistryAuth
	if e.pushErr != nil {
		return nil, e.pushErr
	}
	return pushStream(e.push), nil
}

func (e *fakeEngine) ImageLoad(_ context.Context, r io.Reader, _ ...client.ImageLoadOption) (client.ImageLoadResult, error) {
	if e.loadErr != nil {
		return nil, e.loadErr
	}
	if _, err := io.Copy(&e.loaded, r); err != nil {
		return nil, err
	}
	return io.NopCloser(strings.NewReader(e.load)), nil
}

func (e *fakeEngine) BuildCancel(_ context.Context, id string, _ client.BuildCancelOptions) (client.BuildCancelResult, error) {
	e.cancelled = append(e.cancelled, id)
	return client.BuildCancelResult{}, nil
}

// pushStream is an engine push's reply.
type pushStream []jsonstream.Message

func (pushStream) Read([]byte) (int, error)   { return 0, io.EOF }
func (pushStream) Close() error               { return nil }
func (pushStream) Wait(context.Context) error { return nil }
func (s pushStream) JSONMessages(context.Context) iter.Seq2[jsonstream.Message, error] {
	return func(yield func(jsonstream.Message, error) bool) {
		for _, m := range s {
			if !yield(m, nil) {
				return
			}
		}
	}
}

func aux(digest string) *json.RawMessage {
	r := json.RawMessage(`{"Tag":"1","Digest":"` + digest + `","Size":525}`)
	return &r
}

func TestEngineBuilderPlatforms(t *testing.T) {
	e := &fakeEngine{host: "unix:///var/run/docker.sock", os: "linux", arch: "amd64"}
	b := NewEngineBuilder(e)
	b.BinfmtDir = t.TempDir() // no QEMU registered
	if b.Name() != "the Docker engine at unix:///var/run/docker.sock" {
		t.Errorf("Name = %q", b.Name())
	}
	ctx := context.Background()
	if err := b.CheckPlatforms(ctx, []string{"linux/amd64"}); err != nil {
		t.Errorf("native: %v", err)
	}
	if err := b.CheckPlatforms(ctx, []string{"linux/amd64", "linux/arm64"}); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "2 platforms") {
		t.Errorf("two platforms: %v", err)
	}
	if err := b.CheckPlatforms(ctx, []string{"linux/arm64"}); errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "cannot build linux/arm64 images") {
		t.Errorf("arm64 without QEMU: %v", err)
	}
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(b.BinfmtDir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("qemu-aarch64", "enabled\ninterpreter /usr/bin/qemu-aarch64-static\nflags: F\n")
	if err := b.CheckPlatforms(ctx, []string{"linux/arm64"}); err != nil {
		t.Errorf("arm64 with QEMU registered: %v", err)
	}
	e.host = "tcp://gpu-box:2376"
	if err := b.CheckPlatforms(ctx, []string{"linux/arm64"}); err == nil || !strings.Contains(err.Error(), "remote engine") {
		t.Errorf("a remote engine's QEMU: %v", err)
	}
	e.versionErr = errors.New("dial tcp: connection refused")
	if err := b.CheckPlatforms(ctx, []string{"linux/amd64"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable: %v", err)
	}
	if err := b.CheckCacheExports([]CacheSpec{{Type: "inline"}}); err != nil {
		t.Errorf("inline cache: %v", err)
	}
	if err := b.CheckCacheExports([]CacheSpec{{Type: "registry"}}); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("registry cache: %v", err)
	}
	b.Cancel(ctx, "ref-1")
	if len(e.cancelled) != 1 || e.cancelled[0] != "ref-1" {
		t.Errorf("cancelled = %q", e.cancelled)
	}
}

func TestEngineBuilderExportsIntoTheEngineAndPushes(t *testing.T) {
	e := &fakeEngine{host: "unix:///var/run/docker.sock", size: 3 << 30, push: []jsonstream.Message{{Status: "Pushed"}, {Aux: aux("sha256:abc")}}}
	b := NewEngineBuilder(e)
	b.Auth = func(string) (string, error) { return "token", nil }
	ctx := context.Background()
	if _, _, err := b.Exports(ctx, "lora:1", false, []string{"linux/amd64", "linux/arm64"}); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("two platforms: %v", err)
	}
	entries, done, err := b.Exports(ctx, "reg.example/lora:1", true, []string{"linux/amd64"})
	if err != nil || len(entries) != 1 || entries[0].Type != "moby" || entries[0].Attrs["name"] != "reg.example/lora:1" {
		t.Fatalf("exports = %+v, %v", entries, err)
	}
	got, err := done(ctx, nil)
	if err != nil || got.Size != 3<<30 || got.Digest != "sha256:abc" || e.pushAuth != "token" {
		t.Errorf("pushed = %+v, %v (auth %q)", got, err, e.pushAuth)
	}
	if _, err := done(ctx, errors.New("solve failed")); err == nil || err.Error() != "solve failed" {
		t.Errorf("a failed solve: %v", err)
	}
	// Without push, the image's size; no credentials: empty ones.
	_, done, _ = b.Exports(ctx, "lora:1", false, nil)
	if got, err := done(ctx, nil); err != nil || got.Size != 3<<30 || got.Digest != "" {
		t.Errorf("not pushed = %+v, %v", got, err)
	}
	b.Auth = nil
	_, done, _ = b.Exports(ctx, "reg.example/lora:1", true, nil)
	if _, err := done(ctx, nil); err != nil || e.pushAuth != "e30=" {
		t.Errorf("no credentials: %v, auth %q", err, e.pushAuth)
	}
}

func TestPushFailuresAreBuildErrors(t *testing.T) {
	ctx := context.Background()
	for name, e := range map[string]*fakeEngine{
		"refused":   {pushErr: errors.New("denied: requested access to the resource is denied")},
		"in stream": {push: []jsonstream.Message{{Error: &jsonstream.Error{Message: "unauthorized"}}}},
		"no digest": {push: []jsonstream.Message{{Status: "Pushed"}}},
	} {
		_, err := pushImage(ctx, e, "reg.example/lora:1", nil)
		if errdefs.CodeOf(err) != errdefs.Build || !strings.Contains(err.Error(), "pushing reg.example/lora:1") || !strings.Contains(err.Error(), "docker login") {
			t.Errorf("%s: %v", name, err)
		}
	}
	_, err := pushImage(ctx, &fakeEngine{}, "reg.example/lora:1", func(string) (string, error) { return "", errors.New("no credentials helper") })
	if errdefs.CodeOf(err) != errdefs.Build {
		t.Errorf("auth: %v", err)
	}
	if _, err := imageSize(ctx, &fakeEngine{inspectErr: cerrdefs.ErrNotFound}, "x"); err == nil {
		t.Error("the size of a missing image")
	}
}

func TestRemoteBuilderExports(t *testing.T) {
	e := &fakeEngine{size: 1 << 30, load: `{"stream":"Loaded image: lora:1"}`}
	b := &RemoteBuilder{Addr: "tcp://buildkitd:1234", Engine: func() (Engine, error) { return e, nil }}
	ctx := context.Background()
	if b.Name() != "the buildkitd at tcp://buildkitd:1234" {
		t.Errorf("Name = %q", b.Name())
	}
	entries, done, err := b.Exports(ctx, "reg.example/lora:1", true, []string{"linux/amd64", "linux/arm64"})
	if err != nil || entries[0].Type != "image" || entries[0].Attrs["push"] != "true" {
		t.Fatalf("push: %+v, %v", entries, err)
	}
	if got, err := done(ctx, nil); err != nil || got != (Exported{}) {
		t.Errorf("pushed: %+v, %v", got, err)
	}
	if _, _, err := b.Exports(ctx, "lora:1", false, []string{"linux/amd64", "linux/arm64"}); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("two platforms into the engine: %v", err)
	}
	// Loaded into the engine: the solve's tarball streams into ImageLoad.
	entries, done, err = b.Exports(ctx, "lora:1", false, []string{"linux/amd64"})
	if err != nil || entries[0].Type != "docker" {
		t.Fatalf("load: %+v, %v", entries, err)
	}
	w, _ := entries[0].Output(nil)
	if _, err := w.Write([]byte("tarball")); err != nil {
		t.Fatal(err)
	}
	if got, err := done(ctx, nil); err != nil || got.Size != 1<<30 || e.loaded.String() != "tarball" {
		t.Errorf("loaded = %+v, %v (%q)", got, err, e.loaded.String())
	}
	// The engine refuses the image in its reply.
	e.load, e.loaded = `{"errorDetail":{"message":"no space left"}}`, bytes.Buffer{}
	_, done, _ = b.Exports(ctx, "lora:1", false, nil)
	if _, err := done(ctx, nil); err == nil || !strings.Contains(err.Error(), "the engine refused the image") {
		t.Errorf("refused load: %v", err)
	}
	e.loadErr = errors.New("dial unix: no such file")
	_, done, _ = b.Exports(ctx, "lora:1", false, nil)
	if _, err := done(ctx, errors.New("solve failed")); err == nil || err.Error() != "solve failed" {
		t.Errorf("failed solve, failed load: %v", err)
	}
	b.Engine = func() (Engine, error) { return nil, errdefs.New(errdefs.Environment, "no engine", "") }
	if _, _, err := b.Exports(ctx, "lora:1", false, nil); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("no engine: %v", err)
	}
	b.Cancel(ctx, "x") // nothing to ask: the solve's context ends the build
}

func TestRemoteBuilderThatDoesNotAnswer(t *testing.T) {
	b := &RemoteBuilder{Addr: "tcp://127.0.0.1:1"}
	err := b.CheckPlatforms(context.Background(), []string{"linux/amd64"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "the buildkitd at tcp://127.0.0.1:1 does not answer") {
		t.Errorf("err = %v", err)
	}
	for want, have := range map[string][]string{"linux/arm64": {"linux/amd64", "linux/arm64"}, "linux/amd64": {"linux/amd64/v2"}} {
		if !platformIn(want, have) {
			t.Errorf("%s is not in %v", want, have)
		}
	}
	if platformIn("linux/arm64", []string{"linux/amd64"}) || platformIn("not a platform!", []string{"linux/amd64"}) {
		t.Error("platformIn matched what it should not")
	}
}

func TestBuilderAddressesAndResults(t *testing.T) {
	for addr, ok := range map[string]bool{"unix:///run/buildkit/buildkitd.sock": true, "tcp://h:1234": true, "tcp://": false,
		"ssh://h": false, "docker-container://b": false, "": false} {
		if IsBuilderAddress(addr) != ok {
			t.Errorf("IsBuilderAddress(%q) = %v", addr, !ok)
		}
	}
	var buf bytes.Buffer
	PrintResult(&buf, &Result{Ref: "reg.example/lora:1", Digest: "sha256:abc", Pushed: true, Size: 2 << 30, ContextBytes: 2048})
	for _, want := range []string{"image:   reg.example/lora:1", "pushed:  reg.example/lora:1@sha256:abc", "size:    2.0 GiB"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("result lacks %q:\n%s", want, buf.String())
		}
	}
	buf.Reset()
	PrintResult(&buf, &Result{Ref: "lora:1", Digest: "sha256:def"})
	if !strings.Contains(buf.String(), "digest:  sha256:def") || strings.Contains(buf.String(), "size:") {
		t.Errorf("unpushed result:\n%s", buf.String())
	}
	t.Setenv(EnvBinDir, "/opt/spkit/bin")
	if s := DefaultBinarySource(); s.Self == "" || s.Dirs[0] != "/opt/spkit/bin" || s.Dirs[len(s.Dirs)-1] != filepath.Dir(s.Self) {
		t.Errorf("DefaultBinarySource = %+v", s)
	}
}
