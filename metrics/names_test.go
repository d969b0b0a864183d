package metrics_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// scrape GETs url and parses the exposition format with Prometheus's own
// parser.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	fams, err := tryScrape(t, url)
	if err != nil {
		t.Fatalf("scraping %s: %v", url, err)
	}
	return fams
}

// tryScrape is scrape where the server may be gone.
func tryScrape(t *testing.T, url string) (map[string]*dto.MetricFamily, error) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("scraping %s: %s: %s", url, resp.Status, b)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("parsing the exposition of %s: %v", url, err)
	}
	return fams, nil
}

// checkNames holds every family to Prometheus's naming conventions: the
// spkit_ prefix, _total on counters and only there, a base unit or a
// _ratio, _info only on the build gauge whose value is 1.
func checkNames(t *testing.T, fams map[string]*dto.MetricFamily) {
	t.Helper()
	for name, f := range fams {
		if !strings.HasPrefix(name, "spkit_") {
			t.Errorf("%s: no spkit_ prefix", name)
		}
		counter := f.GetType() == dto.MetricType_COUNTER
		if counter != strings.HasSuffix(name, "_total") {
			t.Errorf("%s: a %s; counters and only counters end in _total", name, f.GetType())
		}
		if strings.Contains(name, "_bytes") && !strings.HasSuffix(strings.TrimSuffix(name, "_total"), "_bytes") {
			t.Errorf("%s: the unit must end the name", name)
		}
		for _, bad := range []string{"_kb", "_mb", "_gb", "_gib", "_mib", "_ms", "_percent", "_pct"} {
			if strings.Contains(name, bad+"_") || strings.HasSuffix(name, bad) {
				t.Errorf("%s: not a base unit (%s)", name, bad)
			}
		}
		if strings.HasSuffix(name, "_ratio") {
			for _, m := range f.GetMetric() {
				if v := m.GetGauge().GetValue(); v < 0 || v > 1.5 {
					t.Errorf("%s = %v: a ratio is 0-1", name, v)
				}
			}
		}
	}
	info := fams["spkit_build_info"]
	if info == nil || len(info.GetMetric()) != 1 || info.GetMetric()[0].GetGauge().GetValue() != 1 {
		t.Errorf("spkit_build_info: want one series of value 1, got %v", info)
	}
}

// value returns the value of the family's series whose labels include
// want, and whether there is one.
func value(fams map[string]*dto.MetricFamily, name string, want ...string) (float64, bool) {
	f := fams[name]
	if f == nil {
		return 0, false
	}
	for _, m := range f.GetMetric() {
		if hasLabels(m, want) {
			switch {
			case m.GetGauge() != nil:
				return m.GetGauge().GetValue(), true
			case m.GetCounter() != nil:
				return m.GetCounter().GetValue(), true
			}
		}
	}
	return 0, false
}

func hasLabels(m *dto.Metric, kv []string) bool {
	for i := 0; i+1 < len(kv); i += 2 {
		found := false
		for _, l := range m.GetLabel() {
			if l.GetName() == kv[i] && l.GetValue() == kv[i+1] {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}
