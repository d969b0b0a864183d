package testenv

import (
	"context"
	"testing"

	"github.com/moby/moby/api/types/container"
)

// DDPTorchRef is TorchRef with Debian's torch 1.13 torchrun made to work
// on Python 3.11: its Std.from_str iterates an IntFlag, which from 3.11 on
// yields only single-bit members, so "0" (NONE) is never found and
// torchrun crashes before starting a worker (fixed upstream in torch 2).
const DDPTorchRef = "spkit-test/torch-ddp:bookworm-1"

// DDPTorchBase returns DDPTorchRef, building it on TorchBase the first
// time (seconds). Multi-node tests (torchrun) build on it.
func DDPTorchBase(t testing.TB) string {
	t.Helper()
	base := TorchBase(t)
	c := Engine(t)
	if exists(t, c, DDPTorchRef) {
		return DDPTorchRef
	}
	unlock := lock(t)
	defer unlock()
	if exists(t, c, DDPTorchRef) {
		return DDPTorchRef
	}
	fix := `sed -i 's/            for s in Std:/            for s in (Std.NONE, Std.OUT, Std.ERR, Std.ALL):/' ` +
		`/usr/lib/python3/dist-packages/torch/distributed/elastic/multiprocessing/api.py`
	cfg := &container.Config{Image: base, Cmd: []string{"sh", "-c", fix}, Labels: map[string]string{CacheLabel: "build"}}
	if err := commitImage(context.Background(), c, cfg, DDPTorchRef, `CMD ["bash"]`, "LABEL "+CacheLabel+"=torch-ddp"); err != nil {
		t.Fatalf("testenv: %v", err)
	}
	return DDPTorchRef
}
