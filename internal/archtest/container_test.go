package archtest

import (
	"os"
	"os/exec"
	"regexp"
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

func TestContainerBinaryLinksNoHostSide(t *testing.T) {
	out, err := exec.Command("go", "list", "-tags", version.ContainerTags, "-deps", module+"cmd/spkit-container").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	for _, dep := range deps {
		for _, bad := range notInContainer {
			if dep == bad || strings.HasPrefix(dep, bad) && (strings.HasSuffix(bad, "/") || strings.HasPrefix(dep, bad+"/")) {
				t.Errorf("cmd/spkit-container links %s (%s is the host side's)", dep, bad)
			}
		}
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
