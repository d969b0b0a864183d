package hostmem

import "testing"

func TestReadSnapshot(t *testing.T) {
	m, err := ReadSnapshot("testdata/top", 2)
	if err != nil {
		t.Fatal(err)
	}
	if m.Available != 20<<30 || len(m.Top) != 2 || m.Top[0].Name != "python3" || m.Top[0].PID != 42 ||
		m.Top[0].RSS != 80<<30 || m.Top[1].Name != "vllm" {
		t.Errorf("ReadSnapshot = %+v", m)
	}
}
