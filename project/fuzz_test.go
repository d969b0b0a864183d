package project

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// FuzzParse checks that Parse never panics, that every refusal is a
// one-line Config error, and that whatever it accepts survives a
// marshal/parse round trip.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, tc := range badFiles {
		f.Add([]byte(tc.yaml))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := Parse(data, "spkit.yaml")
		if err != nil {
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Config {
				t.Fatalf("error %v (%T) is not a Config *errdefs.Error", err, err)
			}
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error is not one line: %q", err)
			}
			return
		}
		out, err := yaml.Marshal(cfg)
		if err != nil {
			t.Fatalf("marshal accepted config: %v", err)
		}
		if _, err := Parse(out, "spkit.yaml"); err != nil {
			t.Fatalf("accepted config does not parse again: %v\n%s", err, out)
		}
	})
}
