package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/compose"
)

// TestComposeWritesWhatPlainComposeNeeds: spkit compose -o writes each
// profile's Dockerfile where the build section points and creates the
// output folder; --nodes writes a stack.
func TestComposeWritesWhatPlainComposeNeeds(t *testing.T) {
	dir := dockerfileRepo(t, "profiles:\n  cpu: {}\n  h100: {}\n")
	out := filepath.Join(dir, "deploy", "compose.yaml")
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, dir, "compose", "-o", out); code != 0 {
		t.Fatalf("spkit compose -o = %d: %s", code, errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"cpu", "h100"} {
		rel := compose.GeneratedDockerfile(p)
		if !strings.Contains(string(data), "dockerfile: "+rel) {
			t.Errorf("compose file does not point at %s", rel)
		}
		if _, err := os.Stat(filepath.Join(dir, rel)); err != nil {
			t.Errorf("the Dockerfile build: names is missing: %v", err)
		}
	}
	if st, err := os.Stat(filepath.Join(dir, "output")); err != nil || !st.IsDir() {
		t.Errorf("output folder not created: %v", err)
	}
	code, stack, errOut := runCLI(t, dir, "compose", "cpu", "--nodes", "2", "--iface", "enp1s0f0np0", "--master-addr", "192.168.100.10")
	if code != 0 || !strings.Contains(stack, "max_replicas_per_node: 1") || !strings.Contains(stack, "NCCL_SOCKET_IFNAME: enp1s0f0np0") ||
		!strings.Contains(stack, "name: host") || !strings.Contains(stack, "--master_addr=192.168.100.10") {
		t.Errorf("spkit compose cpu --nodes 2 = %d\n%s%s", code, stack, errOut)
	}
	if code, _, errOut := runCLI(t, dir, "compose", "cpu", "--nodes", "2", "--iface", "eth0"); code != 2 || !strings.Contains(errOut, "--master-addr") {
		t.Errorf("--iface without --master-addr = exit %d: %s", code, errOut)
	}
	if code, _, _ := runCLI(t, dir, "compose", "cpu", "h100", "--nodes", "2"); code != 2 {
		t.Errorf("--nodes with two profiles = exit %d, want 2", code)
	}
}
