package images

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/moby/buildkit/client/llb"
	"github.com/moby/buildkit/client/llb/sourceresolver"
	"github.com/moby/buildkit/frontend/dockerfile/dockerfile2llb"
	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/buildkit/solver/pb"
	digest "github.com/opencontainers/go-digest"
	ocispecs "github.com/opencontainers/image-spec/specs-go/v1"
)

// offlineResolver answers BuildKit's image metadata lookups without a
// registry: every base image is an empty image for the requested platform
// with the PATH real base images set.
type offlineResolver struct{}

func (offlineResolver) ResolveImageConfig(_ context.Context, ref string, opt sourceresolver.Opt) (string, digest.Digest, []byte, error) {
	p := ocispecs.Platform{OS: "linux", Architecture: "amd64"}
	if opt.ImageOpt != nil && opt.ImageOpt.Platform != nil {
		p = *opt.ImageOpt.Platform
	}
	img := ocispecs.Image{
		Platform: p,
		Config:   ocispecs.ImageConfig{Env: []string{"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"}},
		RootFS:   ocispecs.RootFS{Type: "layers"},
	}
	dt, err := json.Marshal(img)
	if err != nil {
		return "", "", nil, err
	}
	return ref, digest.FromBytes(dt), dt, nil
}

// lintDockerfile runs BuildKit's Dockerfile checks the way `docker build
// --check` does (dockerfile2llb.DockerfileLint over every stage), with the
// experimental rules on too, and returns one line per warning or error.
func lintDockerfile(t *testing.T, text, platform string) []string {
	t.Helper()
	os, arch, _ := strings.Cut(platform, "/")
	// The check directive is how a Dockerfile enables rules without a
	// frontend client; it goes after any syntax line.
	src := "# check=experimental=all\n" + text
	if strings.HasPrefix(text, "# syntax=") {
		first, rest, _ := strings.Cut(text, "\n")
		src = first + "\n# check=experimental=all\n" + rest
	}
	dt := []byte(src)
	sm := llb.NewSourceMap(nil, "Dockerfile", "Dockerfile", dt)
	sm.Definition = &llb.Definition{}
	// A read-write bind mount asks the capabilities; a real frontend has
	// them from its client, the offline lint gets all of them.
	caps := pb.Caps.CapSet(pb.Caps.All())
	res, err := dockerfile2llb.DockerfileLint(context.Background(), dt, dockerfile2llb.ConvertOpt{
		LLBCaps:        &caps,
		MetaResolver:   offlineResolver{},
		TargetPlatform: &ocispecs.Platform{OS: os, Architecture: arch},
		SourceMap:      sm,
	})
	if err != nil {
		t.Fatalf("lint: %v", err)
	}
	var out []string
	for _, w := range res.Warnings {
		line := 0
		if w.Location != nil && len(w.Location.Ranges) > 0 {
			line = int(w.Location.Ranges[0].Start.Line) - 1 // the added check line
		}
		out = append(out, fmt.Sprintf("line %d: %s: %s", line, w.RuleName, w.Detail))
	}
	if res.Error != nil {
		out = append(out, "error: "+res.Error.Message)
	}
	return out
}

// parseStages parses text with BuildKit's parser into its stages.
func parseStages(t *testing.T, text string) []instructions.Stage {
	t.Helper()
	res, err := parser.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("parser warnings: %+v", res.Warnings)
	}
	stages, _, err := instructions.Parse(res.AST, nil)
	if err != nil {
		t.Fatalf("instructions: %v", err)
	}
	return stages
}
