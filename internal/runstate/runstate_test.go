package runstate

import (
	"path/filepath"
	"strings"
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

func TestWriteStampsTheVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	if err := Write(path, &State{Status: Running}); err != nil {
		t.Fatal(err)
	}
	if st, err := Read(path); err != nil || st.Version != Version {
		t.Errorf("Read = %+v, %v; want version %d", st, err, Version)
	}
}

// A file from before the version field reads as version 1; one from a
// newer spkit is refused rather than misread.
func TestDecodeVersions(t *testing.T) {
	st, err := Decode([]byte(`{"supervisor_pid":1,"child_pid":7,"status":"running","min_available_bytes":1024}`))
	if err != nil || st.Version != 1 || st.ChildPID != 7 || st.MinAvailableBytes != 1024 {
		t.Errorf("version 1 file: %+v, %v", st, err)
	}
	_, err = Decode([]byte(`{"version":99,"status":"running"}`))
	if err == nil || !strings.Contains(err.Error(), "run state version 99 is newer than this spkit reads (up to 2)") {
		t.Errorf("newer version: %v", err)
	}
}
