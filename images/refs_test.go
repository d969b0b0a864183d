package images

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func wantUsage(t *testing.T, what string, err error, want string) {
	t.Helper()
	var ue *errdefs.Error
	if want == "" {
		if err != nil {
			t.Errorf("%s: unexpected error %v", what, err)
		}
		return
	}
	if !errors.As(err, &ue) || ue.Code != errdefs.Usage || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: err = %v, want a usage error containing %q", what, err, want)
	}
}

func TestCheckTag(t *testing.T) {
	for tag, want := range map[string]string{
		"registry.example.com/team/trainer:v1": "",
		"lora:cuda13.0-h100":                   "",
		"NOT VALID!!":                          "is not an image reference (invalid characters or format)",
		"Lora:v1":                              "the name must be lower-case",
		"latest":                               "has no tag, so it would be :latest",
		"lora":                                 "has no tag",
		"lora:latest":                          "uses the tag latest",
		"":                                     "--tag is empty",
	} {
		wantUsage(t, tag, CheckTag(tag), want)
	}
}

func TestCheckCacheSpec(t *testing.T) {
	for _, tc := range []struct {
		spec   string
		export bool
		want   string
	}{
		{"type=registry,ref=ghcr.io/acme/cache:h100", true, ""},
		{"ghcr.io/acme/cache:h100", false, ""},
		{"type=registry", true, "--cache-to type=registry needs ref="},
		{"type=registry,ref=NOT A REF", false, "--cache-from ref"},
		{"type=local,src=/tmp/c", false, ""},
		{"type=local,src=/tmp/c", true, "needs dest="},
		{"type=floppy", true, `unknown cache type "floppy"`},
		{"type=inline", true, ""},
	} {
		e, err := ParseCacheSpec(tc.spec)
		if err == nil {
			err = CheckCacheSpec(e, tc.export)
		}
		wantUsage(t, tc.spec, err, tc.want)
	}
}

func TestCheckSecret(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "token")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SPKIT_TEST_SECRET", "x")
	for _, tc := range []struct {
		s    Secret
		want string
	}{
		{Secret{ID: "hf_token", File: file}, ""},
		{Secret{ID: "hf_token", File: dir}, "is a directory, not a file"},
		{Secret{ID: "hf_token", File: filepath.Join(dir, "missing")}, "cannot read"},
		{Secret{ID: "hf_token", Env: "SPKIT_TEST_SECRET"}, ""},
		{Secret{ID: "hf_token", Env: "SPKIT_TEST_UNSET_VAR"}, "is not set"},
	} {
		wantUsage(t, tc.s.File+tc.s.Env, CheckSecret(tc.s), tc.want)
	}
}
