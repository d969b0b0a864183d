package hostmem

import "testing"

// TestMeminfoField reads one field by its exact name.
func TestMeminfoField(t *testing.T) {
	text := []byte("MemTotal:       16384 kB\nSwapCached:         8 kB\nSwapTotal:       2048 kB\nSwapFree:        1024 kB")
	for name, want := range map[string]uint64{"SwapTotal": 2048 << 10, "SwapFree": 1024 << 10, "MemTotal": 16384 << 10} {
		if got, ok := MeminfoField(text, name); !ok || got != want {
			t.Errorf("%s = %d %v, want %d", name, got, ok, want)
		}
	}
	if _, ok := MeminfoField(text, "Swap"); ok {
		t.Errorf("a prefix of a name matched")
	}
}
