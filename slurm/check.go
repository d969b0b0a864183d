package slurm

import (
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

var (
	// sbatch --time: MM, MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS.
	timeSpec = regexp.MustCompile(`^(?:[0-9]{1,6}(?::[0-9]{1,2}){0,2}|[0-9]{1,4}-[0-9]{1,2}(?::[0-9]{1,2}){0,2})$`)
	// sbatch --partition: one name or a comma-separated list of names.
	partitionSpec = regexp.MustCompile(`^[A-Za-z0-9_.-]+(?:,[A-Za-z0-9_.-]+)*$`)
)

// Check refuses --partition and --time values sbatch would not take; they
// are written into #SBATCH lines, where a newline would start a command.
func (o Options) Check() error {
	if o.Partition != "" && !partitionSpec.MatchString(o.Partition) {
		return errdefs.Usagef("name partitions with letters, digits, '_', '.', '-', several separated by ','",
			"--partition %q is not a Slurm partition name", o.Partition)
	}
	if o.Container != "" && o.Container != Pyxis && o.Container != Docker {
		return errdefs.Usagef("give --container pyxis (srun --container-image) or docker (docker run on each node)",
			"--container %q is not a way to start the image", o.Container)
	}
	if o.Time != "" && !timeSpec.MatchString(o.Time) {
		return errdefs.Usagef("write it as MINUTES, HH:MM:SS or DAYS-HH:MM:SS, e.g. 04:00:00",
			"--time %q is not a Slurm time limit", o.Time)
	}
	return nil
}

// checkMount refuses a mount pyxis would split differently: its
// --container-mounts list is SRC:DST[:FLAGS] separated by ','.
func checkMount(src, dst string) error {
	for _, p := range []string{src, dst} {
		if strings.ContainsAny(p, ",:") {
			return errdefs.Configf("rename the directory: pyxis separates mounts with ',' and their parts with ':'",
				"mount path %q holds ',' or ':', which a Slurm container mount cannot", p)
		}
	}
	return nil
}
