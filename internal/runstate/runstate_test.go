package runstate

import (
	"path/filepath"
	"testing"
	"time"
)

func TestWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", FileName)
	code := 3
	in := &State{SupervisorPID: 1, ChildPID: 7, Status: "exited", ExitCode: &code, Started: time.Unix(100, 0).UTC(), PeakUsedBytes: 42}
	if err := Write(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if out.ChildPID != 7 || out.Status != "exited" || *out.ExitCode != 3 || out.PeakUsedBytes != 42 || !out.Started.Equal(in.Started) {
		t.Errorf("round trip = %+v", out)
	}
}

func TestPathHonoursEnv(t *testing.T) {
	t.Setenv(DirEnv, "/x/y")
	if got := Path(); got != "/x/y/run.json" {
		t.Errorf("Path() = %q", got)
	}
}
