package cli

import (
	"strings"
	"testing"
)

// Issue 41 item 5: --master-addr '$(id)' was accepted, and Kubernetes and
// Slurm ignored any --master-addr. Each is one line and exit 2 before any
// work.
func TestMasterAddrRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"compose", "cpu", "--nodes", "2", "--iface", "eth0", "--master-addr", "$(id)"}, `--master-addr "$(id)" is not an IP address or host name`},
		{[]string{"compose", "cpu", "--nodes", "2", "--iface", "eth0", "--master-addr", "node0;reboot"}, "is not an IP address or host name"},
		{[]string{"k8s", "cpu", "--nodes", "2", "--master-addr", "10.0.0.1"}, "spkit k8s finds rank 0's address itself"},
		{[]string{"slurm", "cpu", "--nodes", "2", "--master-addr", "$(id)"}, "spkit slurm finds rank 0's address itself"},
		{[]string{"up", "cpu", "--nodes", "2", "--master-addr", "10.0.0.1"}, "spkit up finds rank 0's address itself"},
	} {
		code, _, errOut := runCLI(t, t.TempDir(), c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("spkit %s = exit %d, %q; want exit 2 and one line with %q", strings.Join(c.args, " "), code, errOut, c.want)
		}
	}
}
