package compose

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/docker/compose/v5/pkg/api"
)

// downTargets lists what Down will remove, asked before it removes it: the
// containers (of one service, or all) and, with volumes, the named
// volumes. ok is false when the engine could not say.
func (r *Runner) downTargets(ctx context.Context, name string, o DownOptions) (containers, volumes []string, ok bool) {
	cs, err := r.Compose.Ps(ctx, name, api.PsOptions{All: true})
	if err != nil {
		return nil, nil, false
	}
	for _, c := range cs {
		if o.Service == "" || c.Service == o.Service {
			containers = append(containers, c.Name)
		}
	}
	if o.Volumes {
		var svcs []string
		if o.Service != "" {
			svcs = []string{o.Service}
		}
		vs, err := r.Compose.Volumes(ctx, name, api.VolumesOptions{Services: svcs})
		if err != nil {
			return containers, nil, false
		}
		for _, v := range vs {
			volumes = append(volumes, v.Name)
		}
	}
	sort.Strings(containers)
	sort.Strings(volumes)
	return containers, volumes, true
}

// downSummary says what Down removed: the containers and volumes that
// existed before it ran, "nothing" when none did.
func downSummary(project string, containers, volumes []string, withVolumes bool) string {
	if len(containers) == 0 && len(volumes) == 0 {
		return fmt.Sprintf("nothing to remove: %s has no containers%s", project, map[bool]string{true: " or volumes", false: ""}[withVolumes])
	}
	var parts []string
	if len(containers) > 0 {
		parts = append(parts, fmt.Sprintf("%d container(s) (%s)", len(containers), strings.Join(containers, ", ")))
	}
	if len(volumes) > 0 {
		parts = append(parts, fmt.Sprintf("%d volume(s) (%s)", len(volumes), strings.Join(volumes, ", ")))
	}
	msg := "removed " + strings.Join(parts, " and ") + " of " + project
	if withVolumes {
		return msg + "; checkpoints in the output directory are kept"
	}
	return msg + "; volumes kept (the Hugging Face cache); pass --volumes to remove them"
}
