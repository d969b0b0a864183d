//go:build integration

package cli_test

import (
	"os"
	"syscall"
	"testing"

	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/client"
)

// swarmLock serializes the tests that make this shared engine a swarm
// manager with the tests whose behaviour depends on it not being one
// (spkit up --nodes deploys a stack on a manager), across test processes
// and worktrees: the swarm test holds it exclusively, the others shared.
const swarmLock = "/tmp/spkit-swarm-engine.lock"

func lockEngine(t *testing.T, exclusive bool) {
	t.Helper()
	f, err := os.OpenFile(swarmLock, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		t.Fatalf("opening %s: %v", swarmLock, err)
	}
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	if err := syscall.Flock(int(f.Fd()), how); err != nil {
		t.Fatalf("locking %s: %v", swarmLock, err)
	}
	t.Cleanup(func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		_ = f.Close()
	})
}

// skipInSwarm skips a test that needs an engine outside any swarm.
func skipInSwarm(t *testing.T, c client.APIClient) {
	t.Helper()
	info, err := c.Info(t.Context(), client.InfoOptions{})
	must(t, err)
	if info.Info.Swarm.LocalNodeState != swarm.LocalNodeStateInactive {
		t.Skipf("this engine is in a swarm (%s): spkit up --nodes would deploy a stack there", info.Info.Swarm.LocalNodeState)
	}
}
