package memsize

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	good := map[string]Size{
		"28GB": 28 << 30, "512MiB": 512 << 20, "1.5g": 3 << 29, "1073741824": 1 << 30, " 100GB ": 100 << 30,
	}
	for in, want := range good {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	bad := map[string]string{
		"": "empty", "0": "zero", "0GB": "zero", "-0": "negative", "-1GB": "negative",
		"1e99GB": "", "lots": "not a size", "NaN": "not a size", "99999999999999999999TB": "",
	}
	for in, msg := range bad {
		_, err := Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) accepted", in)
			continue
		}
		if !strings.Contains(err.Error(), msg) || strings.Contains(err.Error(), "more than 0") {
			t.Errorf("Parse(%q) = %v; want it to say %q", in, err, msg)
		}
	}
}

func TestSizePrintsRoundTrip(t *testing.T) {
	for _, s := range []Size{1, 1023, 1 << 10, 28 << 30, 100<<30 + 512<<20, 3 << 29, 1<<40 + 1} {
		back, err := Parse(s.Spec())
		if err != nil || back != s {
			t.Errorf("Parse(%q) = %d, %v; want %d", s.Spec(), back, err, s)
		}
	}
	if got := Size(85470085939).String(); got != "79.6 GiB" {
		t.Errorf("String = %q", got)
	}
	if got := Size(512).String(); got != "512 B" {
		t.Errorf("String = %q", got)
	}
}

func TestHeadroom(t *testing.T) {
	h, err := ParseHeadroom("20%")
	if err != nil || h.Of(100<<30) != 20<<30 || h.Spec() != "20%" {
		t.Fatalf("ParseHeadroom(20%%) = %+v, %v", h, err)
	}
	h, err = ParseHeadroom("8GB")
	if err != nil || h.Of(1<<40) != 8<<30 || h.Spec() != "8GiB" {
		t.Fatalf("ParseHeadroom(8GB) = %+v, %v", h, err)
	}
	for _, in := range []string{"0", "0GB", "0%", "100%", "NaN%", "-5%", "", "x%"} {
		if _, err := ParseHeadroom(in); err == nil {
			t.Errorf("ParseHeadroom(%q) accepted", in)
		}
	}
	var z Headroom
	if !z.IsZero() || h.IsZero() {
		t.Errorf("IsZero wrong")
	}
}

func TestTextRoundTrip(t *testing.T) {
	var s Size
	if err := s.UnmarshalText([]byte("2GiB")); err != nil || s != 2<<30 {
		t.Fatalf("UnmarshalText = %d, %v", s, err)
	}
	if err := s.UnmarshalText([]byte("0")); err == nil {
		t.Fatal("UnmarshalText(0) accepted")
	}
	var h Headroom
	if err := h.UnmarshalText([]byte("12.5%")); err != nil || h.Percent != 12.5 {
		t.Fatalf("UnmarshalText = %+v, %v", h, err)
	}
	b, _ := h.MarshalText()
	if string(b) != "12.5%" {
		t.Fatalf("MarshalText = %s", b)
	}
}

// Issue #31 items 3 and 13: a headroom that rounds to nothing is refused;
// a size in exabytes is too large, not unreadable.
func TestTooSmallAndTooLarge(t *testing.T) {
	for _, bad := range []string{"1e-30%", "0.001%", "1B", "1023KiB"} {
		if _, err := ParseHeadroom(bad); err == nil || !strings.Contains(err.Error(), "the guard could never trip") {
			t.Errorf("ParseHeadroom(%q) = %v", bad, err)
		}
	}
	for _, ok := range []string{"0.01%", "1MiB", "28GB"} {
		if _, err := ParseHeadroom(ok); err != nil {
			t.Errorf("ParseHeadroom(%q): %v", ok, err)
		}
	}
	for _, big := range []string{"16EB", "2 EiB", "1ZB", "1e99GB"} {
		if _, err := Parse(big); err == nil || !strings.Contains(err.Error(), "is too large") {
			t.Errorf("Parse(%q) = %v", big, err)
		}
	}
}
