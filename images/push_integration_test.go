//go:build integration

package images_test

import (
	"context"
	"strings"
	"testing"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv"
)

// smallDockerfile is an image on base with the staged container binary and
// one RUN whose output differs on every run: an image built from cache has
// the same /stamp as the one that filled the cache.
func smallDockerfile(base string) []byte {
	return []byte("FROM " + base + "\nARG TARGETARCH\n" +
		"COPY .spkit/bin/linux-${TARGETARCH}/ /usr/local/bin/\n" +
		"RUN head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \\n' > /stamp\n" +
		`ENTRYPOINT ["cat", "/stamp"]` + "\n")
}

// smallOpts builds smallDockerfile on the Debian test base for ref.
func smallOpts(t *testing.T, base, ref string, plats ...string) images.BuildOptions {
	t.Helper()
	o := buildOpts(t, fixture(t))
	o.Dockerfile, o.Ref, o.Stage = smallDockerfile(base), ref, ""
	if len(plats) > 0 {
		o.Platforms = plats
	}
	return o
}

// --push through the engine puts the image into the registry: its
// manifest is there under the printed digest, and the engine pulls it back
// by digest.
func TestPushThroughEngineReachesRegistry(t *testing.T) {
	reg := testenv.StartRegistry(t)
	eng := testenv.Engine(t)
	ref := reg.Host + "/spkit-test/push:" + randomHex(t)[:8]
	o := smallOpts(t, testenv.DebianBase(t), ref)
	o.Push = true
	res := build(t, o)
	if !res.Pushed || !strings.HasPrefix(res.Digest, "sha256:") {
		t.Fatalf("result = %+v, want a pushed manifest digest", res)
	}
	if ok, mt := reg.HasManifest(t, "spkit-test/push", res.Digest); !ok {
		t.Fatalf("the registry has no manifest %s (%s)", res.Digest, mt)
	}
	if _, err := eng.ImageRemove(context.Background(), ref, client.ImageRemoveOptions{Force: true}); err != nil {
		t.Fatal(err)
	}
	byDigest := reg.Host + "/spkit-test/push@" + res.Digest
	testenv.RemoveImageOnCleanup(t, eng, byDigest)
	pull, err := eng.ImagePull(context.Background(), byDigest, client.ImagePullOptions{})
	if err != nil {
		t.Fatalf("pulling %s: %v", byDigest, err)
	}
	if err := pull.Wait(context.Background()); err != nil {
		t.Fatalf("pulling %s: %v", byDigest, err)
	}
	if _, err := eng.ImageInspect(context.Background(), byDigest); err != nil {
		t.Errorf("after the pull: %v", err)
	}
}

// A push the registry cannot take fails the build with one sentence and
// exit code 5; it never claims a digest.
func TestPushFailureIsLoud(t *testing.T) {
	ref := "127.0.0.1:1/spkit-test/nowhere:" + randomHex(t)[:8] // nothing listens on port 1
	o := smallOpts(t, testenv.DebianBase(t), ref)
	o.Push = true
	testenv.RemoveImageOnCleanup(t, testenv.Engine(t), ref)
	res, err := images.Build(context.Background(), images.NewEngineBuilder(testenv.Engine(t)), o)
	if err == nil || errdefs.CodeOf(err) != errdefs.Build || !strings.Contains(err.Error(), "pushing "+ref) {
		t.Fatalf("push to a closed port = %+v, %v; want exit 5 naming the push", res, err)
	}
}

// The engine's BuildKit cannot export a multi-platform image: spkit says
// so before building and names --builder.
func TestEngineRefusesMultiPlatformPush(t *testing.T) {
	o := smallOpts(t, "scratch", "127.0.0.1:1/x:y", "linux/amd64", "linux/arm64")
	o.Push = true
	b := images.NewEngineBuilder(testenv.Engine(t))
	b.BinfmtDir = t.TempDir()
	_, err := images.Build(context.Background(), b, o)
	if err == nil || !strings.Contains(err.Error(), "multi-platform") || !strings.Contains(err.Error(), "--builder") {
		t.Errorf("multi-platform push through the engine = %v, want an error naming --builder", err)
	}
}
