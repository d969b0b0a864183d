package hostmem

import (
	"os"
	"os/exec"
	"testing"
)

// ReadKnown rereads the processes of the last walk through their open
// statm files, and says when one of them is gone.
func TestTreeReadKnown(t *testing.T) {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	tree := NewTree("/")
	defer tree.Close()
	rss, pids := tree.Read(os.Getpid())
	if len(pids) < 2 || rss == 0 {
		t.Fatalf("walk: rss %d, pids %v: want this process and its sleep", rss, pids)
	}
	if known, ok := tree.ReadKnown(); !ok || known == 0 {
		t.Fatalf("ReadKnown = %d, %v", known, ok)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if _, ok := tree.ReadKnown(); ok {
		t.Errorf("ReadKnown after the sleep exited: ok, want a walk asked for")
	}
	if _, ok := NewTree(t.TempDir()).ReadKnown(); ok {
		t.Errorf("a fixture tree read known processes")
	}
}
