package incontainer

import (
	"github.com/spf13/pflag"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/supervisor"
)

// guardFlags are the flags that set the guard's limits or sources.
var guardFlags = []string{"max-memory", "headroom", "max-gpu-memory", "sources"}

// checkLimitsApply refuses a limit none of the watched sources compares (a
// guard that runs and can never trip, docs/run.md), a headroom only this
// container's cgroup would compare when it has no memory limit among
// them: exit 2 when a flag took part, 3 when the image's environment alone
// set it.
func checkLimitsApply(fl *pflag.FlagSet, so supervisor.Options) error {
	err := so.Guard.CheckApplies(so.MaxGPU > 0)
	if err == nil && so.Guard.HeadroomNeedsCgroupLimit() {
		err = so.Guard.CheckCgroupHeadroom(cgroupLimit())
	}
	if err == nil {
		return nil
	}
	for _, name := range guardFlags {
		if fl.Changed(name) {
			return errdefs.Usagef("", "%v", err)
		}
	}
	return errdefs.Configf("", "$%s, $%s, $%s: %v", imageenv.GuardSources, imageenv.MaxUsed, imageenv.MinAvailable, err)
}

// cgroupLimit is this process's cgroup memory limit, 0 for none or
// unknown.
func cgroupLimit() uint64 {
	dir, files, err := hostmem.FindCgroup("/")
	if err != nil || dir == "" {
		return 0
	}
	r, err := hostmem.OpenCgroup(dir, files)
	if err != nil {
		return 0
	}
	defer r.Close()
	c, _ := r.Read()
	return c.Limit
}
