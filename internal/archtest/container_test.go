package archtest

import (
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/version"
)

// The in-image binary stays small (issue 15: under 10 MiB with the context
// it travels in): it links the supervisor, the container checks and the
// metrics endpoint, never the host side. These are the packages that would
// bring the size back.
var notInContainer = []string{
	module + "profiles", module + "trainconfig", module + "project", module + "checks/doctor",
	"gopkg.in/yaml.v3", "go.yaml.in/yaml", "github.com/moby/", "github.com/docker/compose",
	"github.com/compose-spec/", "k8s.io/", "vendor/golang.org/x/net/http2/",
}

// binaryDeps lists what ./cmd/<name> links, built as images ship it.
func binaryDeps(t *testing.T, name string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-tags", version.ContainerTags, "-deps", module+"cmd/"+name).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	return strings.Fields(string(out))
}

// linked returns the packages of deps that are, or are under, one of bad.
func linked(deps, bad []string) []string {
	var found []string
	for _, dep := range deps {
		for _, b := range bad {
			if dep == b || strings.HasPrefix(dep, b) && (strings.HasSuffix(b, "/") || strings.HasPrefix(dep, b+"/")) {
				found = append(found, dep)
			}
		}
	}
	return found
}

func TestContainerBinaryLinksNoHostSide(t *testing.T) {
	if bad := linked(binaryDeps(t, "spkit-container"), notInContainer); len(bad) > 0 {
		t.Errorf("cmd/spkit-container links the host side's %v", bad)
	}
	// net/http's bundled HTTP/2 is in net/http itself: the tag is what
	// leaves it out, so the Makefile must build with the same tags.
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^CTAGS\s*:=\s*(.*)$`).FindSubmatch(mk)
	if m == nil || strings.TrimSpace(string(m[1])) != version.ContainerTags {
		t.Errorf("Makefile CTAGS = %q, want internal/version.ContainerTags %q", m, version.ContainerTags)
	}
}

// notInHealthcheck are what the HEALTHCHECK binary must not link besides the
// host side: the command tree, the supervisor and the metrics client, whose
// package initializers would run at every check (issue 35: 6 MiB peak RSS).
var notInHealthcheck = []string{
	"github.com/spf13/cobra", module + "supervisor", module + "metrics", module + "cmd/cli",
	"github.com/prometheus/", "google.golang.org/protobuf", "net/http",
}

func TestHealthcheckBinaryLinksOnlyTheChecks(t *testing.T) {
	deps := binaryDeps(t, "spkit-healthcheck")
	if !slices.Contains(deps, module+"checks") {
		t.Fatalf("cmd/spkit-healthcheck does not link %schecks: %v", module, deps)
	}
	if bad := linked(deps, append(notInContainer, notInHealthcheck...)); len(bad) > 0 {
		t.Errorf("cmd/spkit-healthcheck links %v, which are not the checks'", bad)
	}
}
