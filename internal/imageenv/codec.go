package imageenv

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// Env is what an image says about itself. Zero fields are "not set".
type Env struct {
	Profile     string
	CUDAVersion string
	MinDriver   string
	// GPUCount is "0" for a cpu image, "all", or a number.
	GPUCount string
	// Unified is whether the profile's GPU shares system memory.
	Unified      bool
	TorchVersion string
	Features     []string
	// OutputDir is the folder checkpoints go to: a run mounts the host's
	// output folder there.
	OutputDir string
	Guard     guardspec.Spec
}

// KeyValue is one variable.
type KeyValue struct{ Key, Value string }

// Encode returns the variables that are set, in the order of Names: what
// the Dockerfile's ENV holds. Values are plain text (no quoting, no
// escaping: each renderer applies its own).
func (e Env) Encode() []KeyValue {
	var out []KeyValue
	for _, kv := range e.all() {
		if kv.Value != "" {
			out = append(out, kv)
		}
	}
	return out
}

// Overrides returns every variable, unset ones as "": what a run-time
// environment (compose) sets over the image's, so that a setting removed
// from spkit.yaml since the image was built is cleared, not inherited. An
// empty value decodes as "not set".
func (e Env) Overrides() []KeyValue { return e.all() }

// Map returns Encode as a map.
func (e Env) Map() map[string]string {
	m := map[string]string{}
	for _, kv := range e.Encode() {
		m[kv.Key] = kv.Value
	}
	return m
}

func (e Env) all() []KeyValue {
	kv := []KeyValue{
		{Profile, e.Profile},
		{CUDAVersion, e.CUDAVersion},
		{MinDriver, e.MinDriver},
		{GPUCount, e.GPUCount},
		{Unified, strconv.FormatBool(e.Unified)},
		{TorchVersion, e.TorchVersion},
		{Features, strings.Join(e.Features, ",")},
		{OutputDir, e.OutputDir},
	}
	return append(kv, guardText(e.Guard)...)
}

// guardText writes the guard's settings; unset ones are "".
func guardText(g guardspec.Spec) []KeyValue {
	kv := []KeyValue{{MaxUsed, ""}, {MinAvailable, ""}, {GuardInterval, ""}, {Grace, ""},
		{GuardSources, guardspec.FormatSources(g.Sources)}}
	if g.MaxUsed > 0 {
		kv[0].Value = g.MaxUsed.Spec()
	}
	if !g.MinAvailable.IsZero() {
		kv[1].Value = g.MinAvailable.Spec()
	}
	if g.Interval > 0 {
		kv[2].Value = guardspec.FormatDuration(g.Interval)
	}
	if g.GraceSet {
		kv[3].Value = guardspec.FormatDuration(g.Grace)
	}
	return kv
}

// Decode reads the environment with getenv. Every variable is read; the
// error joins one error per bad variable, each naming it
// (`SPKIT_MAX_USED="lots": ...`), and the Env holds what could be read, so
// a check can report the problem and go on.
func Decode(getenv func(string) string) (Env, error) {
	d := decoder{getenv: getenv}
	e := Env{
		Profile:      d.text(Profile),
		CUDAVersion:  d.text(CUDAVersion),
		MinDriver:    d.text(MinDriver),
		GPUCount:     d.gpuCount(),
		Unified:      d.boolean(Unified),
		TorchVersion: d.text(TorchVersion),
		Features:     d.list(Features),
		OutputDir:    d.text(OutputDir),
	}
	e.Guard = d.guard()
	return e, errors.Join(d.errs...)
}

type decoder struct {
	getenv func(string) string
	errs   []error
}

func (d *decoder) text(name string) string { return strings.TrimSpace(d.getenv(name)) }

func (d *decoder) fail(name, value string, err error) {
	d.errs = append(d.errs, fmt.Errorf("%s=%q: %w", name, value, err))
}

func (d *decoder) gpuCount() string {
	v := d.text(GPUCount)
	if v == "" || v == "all" {
		return v
	}
	if n, err := strconv.Atoi(v); err != nil || n < 0 {
		d.fail(GPUCount, v, errors.New(`write 0, all or a number of GPUs`))
		return ""
	}
	return v
}

func (d *decoder) boolean(name string) bool {
	v := d.text(name)
	if v == "" {
		return false
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		d.fail(name, v, errors.New("write true or false"))
	}
	return b
}

func (d *decoder) list(name string) []string {
	var out []string
	for _, f := range strings.Split(d.text(name), ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// guard reads the guard's settings with guardspec's and memsize's parsers,
// the ones profiles, spkit.yaml and `spkit run`'s flags use.
func (d *decoder) guard() guardspec.Spec {
	var g guardspec.Spec
	var err error
	if v := d.text(MaxUsed); v != "" {
		if g.MaxUsed, err = memsize.Parse(v); err != nil {
			d.fail(MaxUsed, v, err)
		}
	}
	if v := d.text(MinAvailable); v != "" {
		if g.MinAvailable, err = memsize.ParseHeadroom(v); err != nil {
			d.fail(MinAvailable, v, err)
		}
	}
	if v := d.text(GuardInterval); v != "" {
		if g.Interval, err = guardspec.ParseInterval(v); err != nil {
			d.fail(GuardInterval, v, err)
		}
	}
	if v := d.text(Grace); v != "" {
		g.Grace, err = guardspec.ParseGrace(v)
		if g.GraceSet = err == nil; err != nil {
			d.fail(Grace, v, err)
		}
	}
	if v := d.text(GuardSources); v != "" {
		if g.Sources, err = guardspec.ParseSources(v); err != nil {
			d.fail(GuardSources, v, err)
		}
	}
	return g
}

// Run is what one run tells spkit run besides the image's Env: choices
// made per run, never baked into an image. Zero fields are "not set".
type Run struct {
	// MetricsAddr is where spkit run serves Prometheus metrics, HOST:PORT
	// ("0.0.0.0:9400"); its --metrics flag wins over it.
	MetricsAddr string
}

// Encode returns the variables that are set, in the order of RunNames.
// Unset ones are left out: the image has none to clear.
func (r Run) Encode() []KeyValue {
	var out []KeyValue
	if r.MetricsAddr != "" {
		out = append(out, KeyValue{MetricsAddr, r.MetricsAddr})
	}
	return out
}

// DecodeRun reads the run-time variables with getenv; like Decode, the
// error names each bad variable, and the Run holds what could be read.
func DecodeRun(getenv func(string) string) (Run, error) {
	d := decoder{getenv: getenv}
	r := Run{MetricsAddr: d.hostPort(MetricsAddr)}
	return r, errors.Join(d.errs...)
}

// hostPort reads HOST:PORT (HOST may be empty: every interface; PORT 0
// picks a free one, as net.Listen does).
func (d *decoder) hostPort(name string) string {
	v := d.text(name)
	if v == "" {
		return ""
	}
	_, port, err := net.SplitHostPort(v)
	if err == nil {
		if n, perr := strconv.ParseUint(port, 10, 16); perr != nil || strconv.FormatUint(n, 10) != port {
			err = fmt.Errorf("port %q is not a TCP port (0 to 65535)", port)
		}
	}
	if err != nil {
		d.fail(name, v, fmt.Errorf("write HOST:PORT, e.g. 0.0.0.0:9400: %w", unwrapAddr(err)))
		return ""
	}
	return v
}

// unwrapAddr drops net.AddrError's repetition of the value.
func unwrapAddr(err error) error {
	var ae *net.AddrError
	if errors.As(err, &ae) {
		return errors.New(ae.Err)
	}
	return err
}
