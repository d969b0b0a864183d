package estimate

import (
	"errors"
	"fmt"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// Verdicts.
const (
	Fits       = "fits"
	Tight      = "tight"
	DoesNotFit = "does-not-fit"
)

// maxBatchCap bounds max_batch_size when samples cost (almost) nothing.
const maxBatchCap = 1 << 20

// Verdict is one profile's judgement.
type Verdict struct {
	Profile string
	// Usable is the memory the trainer may use: the guard's limit on a
	// unified pool (DGX Spark: 100 of 128 GiB), the GPU's memory otherwise.
	Usable int64
	// HostSide is what else shares a unified pool (0 on discrete GPUs).
	HostSide int64
	// Needed is the estimate at the asked batch size plus HostSide;
	// NeededLow and NeededHigh its error band (Band) applied.
	Needed, NeededLow, NeededHigh int64
	Band                          Band
	Verdict                       string
	MaxBatchSize                  int64
	// UsableFrom says where Usable came from.
	UsableFrom string
}

// Judge compares the breakdown with the profile's usable memory.
func Judge(b *Breakdown, p *profiles.Profile) (Verdict, error) {
	usable, from, err := UsableBytes(p)
	if err != nil {
		return Verdict{}, err
	}
	var host int64
	if p.Unified() {
		host = HostSideBytes
	}
	return judgeUsable(b, p.Name, usable, from, host), nil
}

// judgeUsable judges with the estimate's error band: "fits" when the band's
// high end fits, "does-not-fit" when even its low end does not, "tight"
// when the band crosses the limit; the max batch is the largest whose high
// end fits.
func judgeUsable(b *Breakdown, profile string, usable int64, from string, host int64) Verdict {
	band := b.band()
	v := Verdict{Profile: profile, Usable: usable, UsableFrom: from, HostSide: host, Band: band}
	v.Needed = b.Total() + v.HostSide
	v.NeededLow, v.NeededHigh = band.Lower(v.Needed), band.Upper(v.Needed)
	switch {
	case v.NeededHigh <= usable:
		v.Verdict = Fits
	case v.NeededLow <= usable:
		v.Verdict = Tight
	default:
		v.Verdict = DoesNotFit
	}
	// fixed + host + n·perSample raised by the band ≤ usable, and the
	// optimizer step's peak (Floor) too.
	limit := int64(float64(usable) / (1 + band.High/100))
	v.MaxBatchSize = MaxBatch(b.Fixed+v.HostSide, b.PerSample, limit)
	if b.LossPerSample > 0 {
		v.MaxBatchSize = min(v.MaxBatchSize, MaxBatch(b.LossFixed+v.HostSide, b.LossPerSample, limit))
	}
	if b.Floor+v.HostSide > limit {
		v.MaxBatchSize = 0
	}
	return v
}

// MaxBatch is the largest n with fixed + n·perSample ≤ usable (0 when not
// even one sample fits).
func MaxBatch(fixed, perSample, usable int64) int64 {
	if fixed+perSample > usable {
		return 0
	}
	if perSample <= 0 {
		return maxBatchCap
	}
	return min((usable-fixed)/perSample, maxBatchCap)
}

// UsableBytes is the memory a trainer may use on the profile's machine,
// and what it came from.
func UsableBytes(p *profiles.Profile) (int64, string, error) {
	switch {
	case p.Unified():
		return unifiedUsable(p)
	case p.Memory.Model == profiles.MemoryDiscrete && p.Memory.GPU > 0:
		gpu := p.Memory.GPU
		return int64(gpu), "memory.gpu " + gpu.Spec(), nil
	}
	return 0, "", errdefs.Configf("give it memory.gpu (or memory.system for a unified profile) in a profile file",
		"profile %s has no GPU memory size to estimate against", p.Name)
}

// unifiedUsable is the pool less what the guard keeps free: the smaller
// of guard.max_used and memory.system − guard.min_available.
func unifiedUsable(p *profiles.Profile) (int64, string, error) {
	pool := p.Memory.System
	if pool == 0 {
		return 0, "", profileSizeError(p, "memory.system", errors.New("not set"))
	}
	usable, from := int64(pool), "memory.system "+pool.Spec()
	if maxUsed, ok, err := guardSize(p.Guard.MaxUsed); err != nil {
		return 0, "", profileSizeError(p, "guard.max_used", err)
	} else if ok && int64(maxUsed) < usable {
		usable, from = int64(maxUsed), "guard.max_used "+maxUsed.Spec()
	}
	if keep, ok, err := guardHeadroom(p.Guard.MinAvailable); err != nil {
		return 0, "", profileSizeError(p, "guard.min_available", err)
	} else if k := int64(keep.Of(uint64(pool))); ok && k < int64(pool) && int64(pool)-k < usable {
		usable, from = int64(pool)-k, fmt.Sprintf("memory.system %s − guard.min_available %s", pool.Spec(), keep.Spec())
	}
	return usable, from, nil
}

func profileSizeError(p *profiles.Profile, field string, err error) error {
	return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("profile %s: %s: %v", p.Name, field, err), "fix the profile file")
}
