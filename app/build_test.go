package app

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/images"
)

func TestBuildRequestBecomesBuildOptions(t *testing.T) {
	d, _, b, _ := fixture(t, 100)
	out := d.Out.(*bytes.Buffer)
	req := BuildRequest{Profile: "dgx-spark", Builder: "tcp://builder:1234", Push: true, Tag: "reg.example/t/lora:v1",
		BuildArgs: map[string]string{images.ArgImageVersion: "pinned"}}
	res, err := Build(context.Background(), d, req)
	if err != nil {
		t.Fatal(err)
	}
	o := b.builds[0]
	if b.addrs[0] != "tcp://builder:1234" || o.Ref != "reg.example/t/lora:v1" || !o.Push || o.Stage != images.StageRuntime {
		t.Errorf("options = ref %q push %v stage %q on %q", o.Ref, o.Push, o.Stage, b.addrs[0])
	}
	if !slices.Equal(o.Platforms, []string{"linux/arm64"}) {
		t.Errorf("platforms = %q, want the profile's linux/arm64", o.Platforms)
	}
	if o.BuildArgs[images.ArgImageVersion] != "pinned" {
		t.Errorf("a user's build arg was replaced: %q", o.BuildArgs)
	}
	if req.BuildArgs[images.ArgImageRevision] != "" {
		t.Error("Build changed the caller's build-arg map")
	}
	if res.Digest == "" || !strings.Contains(out.String(), "reg.example/t/lora:v1") {
		t.Errorf("result not printed: %q", out.String())
	}
}

func TestBuildNeedsAProfileWhenSeveralAreListed(t *testing.T) {
	d, _, b, _ := fixture(t, 100)
	write(t, d.Dir+"/spkit.yaml", trainerYAML+"profiles:\n  cpu: {}\n  h100: {}\n")
	_, err := Build(context.Background(), d, BuildRequest{})
	if err == nil || !strings.Contains(err.Error(), "pass --profile") || len(b.builds) != 0 {
		t.Fatalf("err = %v, builds %d", err, len(b.builds))
	}
}

// Issue 30: a base tag NVIDIA marks unsupported (and deletes) is said
// before the build, with the tag to use; the builder gets the matrix to
// explain a tag the registry lacks.
func TestBuildWarnsOfAnUnsupportedBaseTag(t *testing.T) {
	d, _, b, errOut := fixture(t, 100)
	write(t, d.Dir+"/spkit.yaml", trainerYAML+"cuda: \"13.0\"\ntorch: base\nbase_image: nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04\n")
	if _, err := Build(context.Background(), d, BuildRequest{Profile: "h100"}); err != nil {
		t.Fatal(err)
	}
	want := "spkit: warning: base_image in spkit.yaml: nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04 is a tag NVIDIA marks unsupported (newer version available) and deletes: use nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04\n"
	if errOut.String() != want {
		t.Errorf("stderr = %q, want %q", errOut.String(), want)
	}
	if b.builds[0].Tags == nil || b.builds[0].Tags.TagNotice("nvidia/cuda:13.1.0-base-ubuntu24.04") == nil {
		t.Error("the build options carry no tag advisor")
	}
	errOut.Reset()
	if _, err := Build(context.Background(), d, BuildRequest{Profile: "h100", BaseImage: "nvidia/cuda:12.9.0-devel-ubuntu22.04"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "warning: --base-image: nvidia/cuda:12.9.0-devel-ubuntu22.04 is a tag NVIDIA marks unsupported (newer version available) and deletes: use nvidia/cuda:12.9.1-devel-ubuntu22.04") {
		t.Errorf("stderr = %q", errOut.String())
	}
}
