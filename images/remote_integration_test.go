//go:build integration

package images_test

import (
	"context"
	"strings"
	"testing"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/testenv"
)

// A standalone buildkitd builds and pushes, exports its cache to the
// registry, and a clean buildkitd importing that cache rebuilds the image
// from it: the RUN that writes random bytes is not run again.
func TestRemoteBuilderPushAndRegistryCacheRoundTrip(t *testing.T) {
	reg := testenv.StartRegistry(t)
	eng := testenv.Engine(t)
	base := reg.PushFromEngine(t, eng, testenv.DebianBase(t))
	cache := bkclient.CacheOptionsEntry{Type: "registry", Attrs: map[string]string{"ref": reg.Host + "/spkit-test/cache:small"}}

	first := smallOpts(t, base, reg.Host+"/spkit-test/remote:first")
	first.Push = true
	first.CacheTo = []bkclient.CacheOptionsEntry{{Type: "registry", Attrs: map[string]string{"ref": cache.Attrs["ref"], "mode": "max"}}}
	res1 := remoteBuild(t, testenv.StartBuildkitd(t, reg.Host), first)
	if ok, _ := reg.HasManifest(t, "spkit-test/cache", "small"); !ok {
		t.Fatalf("no cache manifest in the registry after --cache-to")
	}

	second := smallOpts(t, base, reg.Host+"/spkit-test/remote:second")
	second.Push = true
	second.CacheFrom = []bkclient.CacheOptionsEntry{cache}
	res2 := remoteBuild(t, testenv.StartBuildkitd(t, reg.Host), second)
	t.Logf("buildkitd: cold build + push + cache export %v; clean builder from the registry cache + push %v", res1.Duration, res2.Duration)
	if s1, s2 := stampOf(t, eng, reg.Host+"/spkit-test/remote@"+res1.Digest), stampOf(t, eng, reg.Host+"/spkit-test/remote@"+res2.Digest); s1 == "" || s1 != s2 {
		t.Errorf("/stamp %q then %q: the clean builder did not rebuild from the registry cache", s1, s2)
	}
}

// A two-platform --push through buildkitd leaves a manifest list (an OCI
// index) in the registry, with the container binary of each architecture.
func TestRemoteBuilderMultiPlatformManifestList(t *testing.T) {
	reg := testenv.StartRegistry(t)
	o := smallOpts(t, "scratch", reg.Host+"/spkit-test/multi:v1", "linux/amd64", "linux/arm64")
	o.Dockerfile = []byte("FROM scratch\nARG TARGETARCH\nCOPY .spkit/bin/linux-${TARGETARCH}/ /usr/local/bin/\n")
	o.Binaries.Dirs = append(o.Binaries.Dirs, testenv.ContainerBinaryDir(t, "arm64"))
	o.Push = true
	res := remoteBuild(t, testenv.StartBuildkitd(t, reg.Host), o)
	ok, mediaType := reg.HasManifest(t, "spkit-test/multi", res.Digest)
	if !ok || !(strings.Contains(mediaType, "manifest.list") || strings.Contains(mediaType, "image.index")) {
		t.Fatalf("registry has %s: %v, %q; want a manifest list", res.Digest, ok, mediaType)
	}
}

func remoteBuild(t *testing.T, addr string, o images.BuildOptions) *images.Result {
	t.Helper()
	b := &images.RemoteBuilder{Addr: addr, Engine: func() (images.Engine, error) { return testenv.Engine(t), nil }}
	res, err := images.Build(context.Background(), b, o)
	if err != nil {
		t.Fatalf("build %s on %s: %v", o.Ref, addr, err)
	}
	if !strings.HasPrefix(res.Digest, "sha256:") {
		t.Fatalf("build %s: digest %q", o.Ref, res.Digest)
	}
	return res
}

// stampOf pulls ref into the engine and returns its /stamp.
func stampOf(t *testing.T, eng client.APIClient, ref string) string {
	t.Helper()
	testenv.RemoveImageOnCleanup(t, eng, ref)
	pull, err := eng.ImagePull(context.Background(), ref, client.ImagePullOptions{})
	if err == nil {
		err = pull.Wait(context.Background())
	}
	if err != nil {
		t.Fatalf("pulling %s: %v", ref, err)
	}
	res := testenv.Run(t, eng, &container.Config{Image: ref}, nil)
	if res.ExitCode != 0 {
		t.Fatalf("cat /stamp in %s: exit %d %s", ref, res.ExitCode, res.Stderr)
	}
	return res.Stdout
}
