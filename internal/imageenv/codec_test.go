package imageenv

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

func full() Env {
	return Env{
		Profile: "dgx-spark", CUDAVersion: "13.0", MinDriver: "580.65.06", GPUCount: "all", Unified: true,
		TorchVersion: "2.9.1", Features: []string{"bitsandbytes", "fastsafetensors"}, OutputDir: "/app/checkpoints",
		Guard: guardspec.Spec{
			MaxUsed: 100 << 30, MinAvailable: memsize.Headroom{Percent: 20}, Interval: 250 * time.Millisecond,
			Grace: 0, GraceSet: true, Sources: []guardspec.Source{guardspec.Meminfo, guardspec.Tree},
		},
	}
}

func getenv(kvs []KeyValue) func(string) string {
	m := map[string]string{}
	for _, kv := range kvs {
		m[kv.Key] = kv.Value
	}
	return func(k string) string { return m[k] }
}

func TestRoundTrip(t *testing.T) {
	for name, e := range map[string]Env{"full": full(), "cpu": {Profile: "cpu", GPUCount: "0"}} {
		for how, kvs := range map[string][]KeyValue{"Encode": e.Encode(), "Overrides": e.Overrides()} {
			got, err := Decode(getenv(kvs))
			if err != nil || !reflect.DeepEqual(got, e) {
				t.Errorf("%s %s: Decode = %+v, %v; want %+v", name, how, got, err, e)
			}
		}
	}
}

func TestEncodeOrderAndText(t *testing.T) {
	var keys, text []string
	for _, kv := range full().Encode() {
		keys = append(keys, kv.Key)
		text = append(text, kv.Key+"="+kv.Value)
	}
	if !reflect.DeepEqual(keys, Names) {
		t.Errorf("keys = %v, want Names", keys)
	}
	want := "SPKIT_MAX_USED=100GiB SPKIT_MIN_AVAILABLE=20% SPKIT_GUARD_INTERVAL=250ms SPKIT_GRACE=0 SPKIT_GUARD_SOURCES=meminfo,tree"
	if got := strings.Join(text[8:], " "); got != want {
		t.Errorf("guard = %s, want %s", got, want)
	}
	if n := len(Env{Profile: "x"}.Encode()); n != 2 { // profile and unified=false
		t.Errorf("unset values were encoded: %v", Env{Profile: "x"}.Encode())
	}
	if n := len(Env{}.Overrides()); n != len(Names) {
		t.Errorf("Overrides has %d names, want %d", n, len(Names))
	}
}

func TestDecodeNamesTheVariable(t *testing.T) {
	bad := map[string]string{
		MaxUsed: "lots", MinAvailable: "0", GuardInterval: "0s", Grace: "-1s",
		GuardSources: "ram", GPUCount: "many", Unified: "maybe",
	}
	e, err := Decode(func(k string) string {
		if k == Profile {
			return "h100"
		}
		return bad[k]
	})
	if err == nil {
		t.Fatal("Decode accepted bad values")
	}
	for name, v := range bad {
		if !strings.Contains(err.Error(), name+"=\""+v+"\"") {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
	if e.Profile != "h100" {
		t.Errorf("good values lost: %+v", e)
	}
}

// The run-time variables round-trip, are left out when unset, and are
// never among the image's (Names, Encode, Overrides).
func TestRunRoundTrip(t *testing.T) {
	for _, r := range []Run{{}, {MetricsAddr: "0.0.0.0:9400"}, {MetricsAddr: "127.0.0.1:0"}, {MetricsAddr: ":9400"}, {MetricsAddr: "[::1]:9400"}} {
		kvs := r.Encode()
		got, err := DecodeRun(getenv(kvs))
		if err != nil || got != r {
			t.Errorf("DecodeRun(%v) = %+v, %v; want %+v", kvs, got, err, r)
		}
		if (r.MetricsAddr == "") != (len(kvs) == 0) {
			t.Errorf("Encode(%+v) = %v", r, kvs)
		}
	}
	for _, name := range RunNames {
		for _, kv := range full().Overrides() {
			if kv.Key == name {
				t.Errorf("%s is among the image's variables", name)
			}
		}
	}
}

func TestDecodeRunNamesTheVariable(t *testing.T) {
	for _, v := range []string{"9400", "0.0.0.0", "0.0.0.0:70000", "0.0.0.0:http", "0.0.0.0:-1", "0.0.0.0:09400", "::1:9400"} {
		r, err := DecodeRun(func(k string) string {
			if k == MetricsAddr {
				return v
			}
			return ""
		})
		if err == nil || r.MetricsAddr != "" || !strings.Contains(err.Error(), MetricsAddr+"=\""+v+"\": write HOST:PORT") {
			t.Errorf("%s=%q: %+v, %v; want an error naming it", MetricsAddr, v, r, err)
		}
	}
}
