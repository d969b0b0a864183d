package profiles

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// What `profiles show` prints is itself a valid profile file.
func TestWriteYAMLRoundTrips(t *testing.T) {
	for _, p := range Builtin().All() {
		var buf bytes.Buffer
		if err := WriteYAML(&buf, p); err != nil {
			t.Fatal(err)
		}
		back, err := decodeProfile(buf.Bytes(), p.Name+".yaml")
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		back.Origin = p.Origin
		if !reflect.DeepEqual(back, p) {
			t.Errorf("%s: round trip differs:\n%+v\n%+v", p.Name, back, p)
		}
	}
}

func TestWriteTable(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTable(&buf, Builtin().All()); err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, l := range strings.Split(buf.String(), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			rows[f[0]] = l
		}
	}
	for name, want := range map[string][]string{
		"dgx-spark": {"linux/arm64", "NVIDIA GB10", "12.1", "unified 128GiB"},
		"gh200":     {"discrete 96GiB + 480GiB c2c"},
		"gb200":     {"4x NVIDIA GB200", "960GiB"},
		"standard":  {"any NVIDIA GPU"},
		"cpu":       {"none"},
	} {
		for _, w := range want {
			if !strings.Contains(rows[name], w) {
				t.Errorf("row %q lacks %q", rows[name], w)
			}
		}
	}
}
