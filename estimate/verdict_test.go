package estimate_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
	"github.com/spkit-dev/spkit/profiles"
)

const gib = 1 << 30

func builtin(t *testing.T, name string) *profiles.Profile {
	t.Helper()
	p, err := profiles.Builtin().Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEstimateUsableBytes(t *testing.T) {
	for name, want := range map[string]int64{"dgx-spark": 100 * gib, "h100": 80 * gib, "rtx4090": 24 * gib, "gh200": 96 * gib, "h200": 141 * gib} {
		got, from, err := estimate.UsableBytes(builtin(t, name))
		if err != nil || got != want {
			t.Errorf("%s: usable %d (%s), %v; want %d", name, got, from, err, want)
		}
	}
	// A unified pool whose guard sets only min_available: DGX Spark's data
	// without max_used, read through the profile decoder (whatever type it
	// gives the guard's sizes).
	spark, err := os.ReadFile(filepath.Join("..", "profiles", "data", "dgx-spark.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	box := strings.NewReplacer("name: dgx-spark", "name: box", "  max_used: 100GB\n", "", "min_available: 28GB", "min_available: 32GB").Replace(string(spark))
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "box.yaml"), []byte(box), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := profiles.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := cat.Get("box")
	if got, from, err := estimate.UsableBytes(p); err != nil || got != 96*gib || !strings.Contains(from, "guard.min_available 32GiB") {
		t.Errorf("min_available 32GB: usable %d (%s), %v", got, from, err)
	}
	for _, name := range []string{"cpu", "standard"} {
		_, _, err := estimate.UsableBytes(builtin(t, name))
		if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "has no GPU memory size") {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

func TestEstimateVerdicts(t *testing.T) {
	spark := builtin(t, "dgx-spark")
	for _, tc := range []struct {
		fixed, perSample int64
		verdict          string
		maxBatch         int64
	}{
		// needed = fixed + 1 sample + 6 GiB host side, against 100 GiB,
		// with the CUDA band (-7.5% to +7%): the max batch is the largest
		// whose top (× 1.07) fits: fixed + 6 + n·per ≤ 93.46 GiB.
		{fixed: 40 * gib, perSample: 10 * gib, verdict: estimate.Fits, maxBatch: 4},
		// 91 GiB: its top 97.4 fits although 91 is over 90% of usable
		{fixed: 80 * gib, perSample: 5 * gib, verdict: estimate.Fits, maxBatch: 1},
		// 96 GiB: the band (88.8 to 102.7) crosses 100
		{fixed: 85 * gib, perSample: 5 * gib, verdict: estimate.Tight, maxBatch: 0},
		// 111 GiB: even the low end (102.7) is over
		{fixed: 100 * gib, perSample: 5 * gib, verdict: estimate.DoesNotFit, maxBatch: 0},
	} {
		b := &estimate.Breakdown{Inputs: estimate.Inputs{BatchSize: 1}, Fixed: tc.fixed, PerSample: tc.perSample}
		v, err := estimate.Judge(b, spark)
		if err != nil {
			t.Fatal(err)
		}
		if v.Verdict != tc.verdict || v.MaxBatchSize != tc.maxBatch || v.HostSide != estimate.HostSideBytes {
			t.Errorf("fixed %d GiB: verdict %s, max batch %d, host %d; want %s, %d", tc.fixed/gib, v.Verdict, v.MaxBatchSize, v.HostSide, tc.verdict, tc.maxBatch)
		}
	}
	if got := estimate.MaxBatch(gib, 0, 2*gib); got != 1<<20 {
		t.Errorf("MaxBatch with free samples = %d", got)
	}
}

func writeProbe(t *testing.T, dir, profile, body string) {
	t.Helper()
	p := estimate.ProbePath(dir, profile)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestEstimateCalibration(t *testing.T) {
	dir := t.TempDir()
	writeProbe(t, dir, "h100", `{"ceiling_bytes": 85899345920, "trials": [
		{"values": {"batch_size": 1}, "peak_bytes": 12884901888, "predicted_bytes": 0, "status": "ok", "seconds": 3.5},
		{"values": {"batch_size": 2}, "peak_bytes": 15032385536, "status": "ok", "seconds": 4},
		{"values": {"batch_size": 64}, "peak_bytes": 85899345920, "status": "stopped", "seconds": 9},
		{"values": {"batch_size": 128}, "status": "skipped"}], "best": {"batch_size": 2}}`)
	r, err := estimate.ReadProbe(dir, "h100")
	if err != nil || r == nil || len(r.Trials) != 4 {
		t.Fatalf("ReadProbe: %+v, %v", r, err)
	}
	b := &estimate.Breakdown{Inputs: estimate.Inputs{BatchSize: 1}, Fixed: 10 * gib, PerSample: gib}
	c := estimate.Calibrate(b, r)
	// ok trials: 12 GiB at 1, 14 GiB at 2: the line through them is
	// 10 GiB + 2 GiB per sample; the stopped trial is shown, not fitted.
	if !c.Fitted || c.FittedFixed != 10*gib || c.FittedPerSample != 2*gib || len(c.Rows) != 3 {
		t.Errorf("fit %v: fixed %d, per sample %d, rows %+v", c.Fitted, c.FittedFixed, c.FittedPerSample, c.Rows)
	}
	// the estimate says 11 GiB at batch 1 where 12 GiB was measured; the
	// calibrated terms give 12 GiB.
	if row := c.Rows[0]; row.Estimated != 11*gib || row.ErrorPct > -8.33 || row.ErrorPct < -8.34 || row.Calibrated != 12*gib || row.AfterPct != 0 {
		t.Errorf("row 1 = %+v", row)
	}
	// the verdict uses the measured terms: (80 − 10) / 2 = 35.
	cb := c.Apply(b)
	v, err := estimate.Judge(cb, builtin(t, "h100"))
	if err != nil || v.MaxBatchSize != 35 || !strings.Contains(cb.Calibrated, "calibrated by") {
		t.Errorf("calibrated verdict %+v, %v, %q", v, err, cb.Calibrated)
	}
	// one ok batch size: the estimate's per-sample term is kept, the fixed fitted.
	one := estimate.Calibrate(b, &estimate.ProbeResults{Trials: r.Trials[:1]})
	if one.FittedPerSample != gib || one.FittedFixed != 11*gib {
		t.Errorf("one trial: fixed %d, per sample %d", one.FittedFixed, one.FittedPerSample)
	}
	if r, err := estimate.ReadProbe(dir, "rtx4090"); r != nil || err != nil {
		t.Errorf("no results: got %v, %v", r, err)
	}
}

func TestEstimateProbeBadFiles(t *testing.T) {
	for body, want := range map[string]string{
		`{"trials": [{"values": {}, "status": "exploded"}]}`: `trial 1 has unknown status "exploded"`,
		`[1,2]`: "is not probe results",
		// probe's schema (probe.ReadResults) decodes peaks as unsigned
		`{"trials": [{"peak_bytes": -5, "status": "ok"}]}`: "is not probe results",
	} {
		dir := t.TempDir()
		writeProbe(t, dir, "h100", body)
		_, err := estimate.ReadProbe(dir, "h100")
		if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", body, err, want)
		}
	}
}

// Probe results that are a named pipe, or a link to a device, are refused
// at once: the open does not block and nothing is read (a link out of the
// repository is refused before its kind is looked at, as every read there).
func TestEstimateProbeResultsNotAFile(t *testing.T) {
	for name, c := range map[string]struct {
		mk   func(string) error
		want string
	}{
		"named pipe": {func(p string) error { return unix.Mkfifo(p, 0o644) }, "is a named pipe, not a file"},
		"device":     {func(p string) error { return os.Symlink("/dev/zero", p) }, "leads outside"},
	} {
		dir := t.TempDir()
		p := estimate.ProbePath(dir, "h100")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := c.mk(p); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { _, err := estimate.ReadProbe(dir, "h100"); done <- err }()
		select {
		case err := <-done:
			if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: err = %v", name, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: ReadProbe blocked", name)
		}
	}
}

func TestEstimateMissingConfigNamesTheFlags(t *testing.T) {
	dir := t.TempDir()
	if err := modeltest.WriteFile(filepath.Join(dir, "model.safetensors"), modeltest.Llama7B.Tensors()); err != nil {
		t.Fatal(err)
	}
	m, err := modelinfo.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	settings := llama7B(t)
	_, err = estimate.FromModel(m, modelinfo.Arch{}, settings)
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "has no config.json") || !strings.Contains(err.Error(), "--hidden-size") {
		t.Errorf("err = %v", err)
	}
	if _, err := estimate.FromModel(m, settings.Arch, settings); err != nil {
		t.Errorf("with the numbers as flags: %v", err)
	}
}
