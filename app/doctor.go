package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// Doctor checks this host and recommends a profile (`spkit doctor`): the
// GPUs, the driver, memory, the engine and its NVIDIA runtime and, in a
// trainer repository, the image spkit.yaml builds for the recommended
// profile. It works without a GPU, an engine or spkit.yaml: what it cannot
// read is in the report, never an error.
func Doctor(ctx context.Context, d *Deps) *doctor.Doctor {
	// The repository's own profiles count for the recommendation; a broken
	// spkit.yaml must not stop a host check.
	m := d.matrix()
	cat, cfg, err := project.LoadCatalog(d.Dir, m)
	if err != nil {
		fmt.Fprintf(d.ErrOut, "spkit: warning: using the built-in profiles only: %v\n", err)
		cat = profiles.Builtin()
	}
	return doctor.RunDoctor(ctx, &doctor.Host{
		GPU:     d.GPU,
		Root:    os.DirFS(d.ProcRoot),
		Engine:  doctorEngine(d),
		Catalog: cat,
		Matrix:  m,
		Arch:    runtime.GOARCH,
		Shm:     d.Shm,
		// The image spkit.yaml builds for the recommended profile: its
		// torch's CUDA arch list against the GPUs, an NGC tag's age.
		Image: doctorImages(cfg, cat, m, err),
		Now:   d.Now,
	})
}

// doctorEngine asks the engine through the Docker connection; a
// connection that cannot be made is the report's engine error.
func doctorEngine(d *Deps) doctor.EngineProber {
	return func(ctx context.Context) doctor.EngineStatus {
		c, err := d.Checks()
		var ue *errdefs.Error
		if errors.As(err, &ue) {
			return doctor.EngineStatus{Error: ue.Msg, Hint: ue.Hint}
		}
		if err != nil {
			return doctor.EngineStatus{Error: err.Error(), Hint: "check DOCKER_HOST and the current docker context"}
		}
		return c.Probe(ctx)
	}
}

// DevShm reads /dev/shm's size and use (Deps.Shm).
func DevShm() (total, used uint64, err error) {
	var st unix.Statfs_t
	if err := unix.Statfs("/dev/shm", &st); err != nil {
		return 0, 0, err
	}
	bs := uint64(st.Bsize)
	return st.Blocks * bs, (st.Blocks - st.Bfree) * bs, nil
}
