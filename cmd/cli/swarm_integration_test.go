//go:build integration

package cli_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cerrdefs "github.com/containerd/errdefs"

	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestSwarmTwoTasks turns this engine into a single-node swarm, then `spkit
// up cpu --nodes 2` deploys the generated stack through the engine API:
// rank 0's task and rank 1's task rendezvous over the overlay network,
// train with DDP over Gloo and finish; `spkit down --nodes 2` removes the
// stack. The swarm is left afterwards, even on failure.
func TestSwarmTwoTasks(t *testing.T) {
	c := testenv.Engine(t)
	info, err := c.Info(t.Context(), client.InfoOptions{})
	must(t, err)
	if info.Info.Swarm.LocalNodeState != swarm.LocalNodeStateInactive {
		t.Skipf("this engine is already in a swarm (%s): not touching it", info.Info.Swarm.LocalNodeState)
	}
	bin := testenv.BuildSpkit(t)
	name := fmt.Sprintf("spkit-swarm-%d", time.Now().UnixNano()%1_000_000)
	dir := nodesRepo(t, c, name)
	image := name + ":cuda13.0-cpu"
	t.Cleanup(func() {
		_, _ = c.ImageRemove(context.Background(), image, client.ImageRemoveOptions{Force: true, PruneChildren: true})
		// The tasks' cache volume (a stack's volumes stay on their nodes);
		// the swarm removes its task containers asynchronously, so retry
		// while they still hold it.
		for i := 0; i < 30; i++ {
			_, err := c.VolumeRemove(context.Background(), name+"-hf-cache", client.VolumeRemoveOptions{Force: true})
			if err == nil || cerrdefs.IsNotFound(err) {
				break
			}
			time.Sleep(time.Second)
		}
	})
	// The image first, outside swarm mode: the swarm lives only as long as
	// it must on this shared engine.
	if code, out := spkitCmd(t, bin, dir, "build", "--profile", "cpu"); code != 0 {
		t.Fatalf("spkit build = %d\n%s", code, out)
	}

	lockEngine(t, true)
	info, err = c.Info(t.Context(), client.InfoOptions{})
	must(t, err)
	if info.Info.Swarm.LocalNodeState != swarm.LocalNodeStateInactive {
		t.Skipf("this engine joined a swarm meanwhile (%s): not touching it", info.Info.Swarm.LocalNodeState)
	}
	if _, err := c.SwarmInit(t.Context(), client.SwarmInitOptions{ListenAddr: "127.0.0.1:2377", AdvertiseAddr: "127.0.0.1"}); err != nil {
		t.Skipf("swarm init is impossible on this engine: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if _, err := c.SwarmLeave(ctx, client.SwarmLeaveOptions{Force: true}); err != nil {
			t.Errorf("leaving the swarm: %v", err)
		}
	})
	t.Cleanup(func() { spkitCmd(t, bin, dir, "down", "cpu", "--nodes", "2") })

	start := time.Now()
	code, out, marks := spkitTimed(t, bin, dir, map[string]string{"rendezvous": "rank 1/2", "training": "cpu-0 | step 1/"},
		"up", "cpu", "--nodes", "2", "--force")
	t.Logf("spkit up cpu --nodes 2 on the swarm: exit %d after %s; marks %v\n%s", code, time.Since(start).Round(time.Millisecond), marks, out)
	if code != 0 {
		t.Fatalf("spkit up --nodes 2 on a swarm = exit %d", code)
	}
	for _, want := range []string{"cpu-0 | rank 0/2", "cpu-n | rank 1/2", "cpu-0 | done: step 6/6"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "output", "lora", "checkpoints", "step-6.pt")); err != nil {
		t.Errorf("rank 0's checkpoint is not on the host: %v", err)
	}
	if code, out := spkitCmd(t, bin, dir, "down", "cpu", "--nodes", "2"); code != 0 || !strings.Contains(out, "removed stack") {
		t.Errorf("spkit down --nodes 2 = %d\n%s", code, out)
	}
	// NVIDIA's recipe: host networking on one interface (lo here), rank 0
	// pinned to this manager, the rendezvous at the interface's address.
	setCPUOverrides(t, dir, "max_train_steps: 4\n      checkpointing_steps: 2\n      output_dir: output/hostnet")
	code, out = spkitCmd(t, bin, dir, "up", "cpu", "--nodes", "2", "--iface", "lo", "--force")
	if code != 0 || !strings.Contains(out, "cpu-0 | done: step 4/4") || !strings.Contains(out, "rank 1/2") {
		t.Errorf("spkit up --nodes 2 --iface lo on a swarm = exit %d", code)
	}
	spkitCmd(t, bin, dir, "down", "cpu", "--nodes", "2")
	svcs, err := c.ServiceList(t.Context(), client.ServiceListOptions{})
	must(t, err)
	if len(svcs.Items) != 0 {
		t.Errorf("%d services left after down", len(svcs.Items))
	}
}
