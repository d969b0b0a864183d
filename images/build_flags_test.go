package images

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestParseSecret(t *testing.T) {
	tests := []struct {
		in      string
		want    Secret
		wantErr bool
	}{
		{in: "id=hf_token,src=/run/tok", want: Secret{ID: "hf_token", File: "/run/tok"}},
		{in: "id=hf_token,source=tok.txt", want: Secret{ID: "hf_token", File: "tok.txt"}},
		{in: "id=hf_token,env=HF_TOKEN", want: Secret{ID: "hf_token", Env: "HF_TOKEN"}},
		{in: "type=env,id=hf_token,src=HF_TOKEN", want: Secret{ID: "hf_token", Env: "HF_TOKEN"}},
		{in: `id=a,"src=/path,with,commas"`, want: Secret{ID: "a", File: "/path,with,commas"}},
		{in: "id=hf_token", wantErr: true},
		{in: "src=/x", wantErr: true},
		{in: "id=a,src=/x,env=Y", wantErr: true},
		{in: "id=a,path=/x", wantErr: true},
		{in: "hf_token", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseSecret(tt.in)
		if tt.wantErr {
			if errdefs.CodeOf(err) != errdefs.Usage {
				t.Errorf("ParseSecret(%q) error = %v, want a usage error", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseSecret(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

func TestSecretsAttachableMissingSource(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "tok")
	if err := os.WriteFile(ok, []byte("s3cr3t"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := SecretsAttachable([]Secret{{ID: "hf_token", File: ok}}); err != nil {
		t.Fatalf("existing secret file: %v", err)
	}
	_, err := SecretsAttachable([]Secret{{ID: "hf_token", File: filepath.Join(dir, "missing")}})
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("missing secret file: %v (code %d), want exit code 4", err, errdefs.CodeOf(err))
	}
	_, err = SecretsAttachable([]Secret{{ID: "hf_token", Env: "SPKIT_TEST_SURELY_UNSET_VAR"}})
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unset secret env: %v, want exit code 4", err)
	}
}

func TestParseCacheSpec(t *testing.T) {
	tests := []struct {
		in   string
		want CacheSpec
	}{
		{"reg.example.com/team/cache:spkit", CacheSpec{Type: "registry", Attrs: map[string]string{"ref": "reg.example.com/team/cache:spkit"}}},
		{"type=registry,ref=r/c:1,mode=max", CacheSpec{Type: "registry", Attrs: map[string]string{"ref": "r/c:1", "mode": "max"}}},
		{"type=local,dest=/tmp/cache", CacheSpec{Type: "local", Attrs: map[string]string{"dest": "/tmp/cache"}}},
		{"ref=r/c:1", CacheSpec{Type: "registry", Attrs: map[string]string{"ref": "r/c:1"}}},
	}
	for _, tt := range tests {
		got, err := ParseCacheSpec(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseCacheSpec(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
	if _, err := ParseCacheSpec("type=registry,oops"); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("malformed cache spec: %v, want a usage error", err)
	}
}

func TestParseKeyValues(t *testing.T) {
	t.Setenv("SPKIT_TEST_ARG", "from-env")
	got, err := ParseKeyValues("--build-arg", []string{"A=1", "B=x=y", "C=", "SPKIT_TEST_ARG"})
	want := map[string]string{"A": "1", "B": "x=y", "C": "", "SPKIT_TEST_ARG": "from-env"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseKeyValues = %v, %v; want %v", got, err, want)
	}
	for _, bad := range []string{"=1", "SPKIT_TEST_UNSET_ARG"} {
		if _, err := ParseKeyValues("--build-arg", []string{bad}); errdefs.CodeOf(err) != errdefs.Usage {
			t.Errorf("ParseKeyValues(%q) = %v, want a usage error", bad, err)
		}
	}
}

func TestNormalizePlatforms(t *testing.T) {
	got, err := NormalizePlatforms("linux/arm64, linux/amd64,linux/arm64", "linux/aarch64")
	want := []string{"linux/arm64", "linux/amd64"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("NormalizePlatforms = %q, %v; want %q", got, err, want)
	}
	if _, err := NormalizePlatforms("linux/not-an-arch/x/y"); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("bad platform: %v, want a usage error", err)
	}
}

func TestSolveOptAttrs(t *testing.T) {
	o := BuildOptions{Stage: "runtime", Platforms: []string{"linux/arm64"}, NoCache: true,
		BuildArgs: map[string]string{"IMAGE_REVISION": "abc"}, Labels: map[string]string{"x": "y"}}
	opt := SolveOpt(o, nil, nil, nil)
	want := map[string]string{"filename": "Dockerfile", "target": "runtime", "platform": "linux/arm64",
		"no-cache": "", "build-arg:IMAGE_REVISION": "abc", "label:x": "y"}
	if opt.Frontend != "dockerfile.v0" || !reflect.DeepEqual(opt.FrontendAttrs, want) {
		t.Errorf("SolveOpt = %s %v, want dockerfile.v0 %v", opt.Frontend, opt.FrontendAttrs, want)
	}
	if opt.Ref == "" || opt.Ref == SolveOpt(o, nil, nil, nil).Ref {
		t.Errorf("solve refs are not unique per build: %q", opt.Ref)
	}
}
