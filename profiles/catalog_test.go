package profiles

import "testing"

func TestBuiltinLoads(t *testing.T) {
	c := Builtin()
	p, err := c.Get("dgx-spark")
	if err != nil {
		t.Fatal(err)
	}
	if p.Platform != "linux/arm64" || !p.Unified() || p.GPU.ComputeCapability != "12.1" {
		t.Errorf("dgx-spark = %+v", p)
	}
	if _, err := c.Get("dgx-sprak"); err == nil || !contains(err.Error(), `did you mean "dgx-spark"`) {
		t.Errorf("typo error = %v", err)
	}
	if _, err := DefaultMatrix().Release("13.0"); err != nil {
		t.Fatal(err)
	}
}

func contains(s, sub string) bool { return len(sub) == 0 || (len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub))) }
