package swarm

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/client"
)

// taskEngine lists tasks: one list per call, the last repeated.
type taskEngine struct {
	client.APIClient
	lists [][]swarm.Task
	calls int
}

func (e *taskEngine) TaskList(context.Context, client.TaskListOptions) (client.TaskListResult, error) {
	l := e.lists[min(e.calls, len(e.lists)-1)]
	e.calls++
	return client.TaskListResult{Items: l}, nil
}

// ServiceList: scaleDown after a failure finds nothing left to scale.
func (e *taskEngine) ServiceList(context.Context, client.ServiceListOptions) (client.ServiceListResult, error) {
	return client.ServiceListResult{}, nil
}

func task(service string, state swarm.TaskState, code int) swarm.Task {
	return swarm.Task{ServiceID: service, Slot: 1, Status: swarm.TaskStatus{State: state,
		ContainerStatus: &swarm.ContainerStatus{ExitCode: code}}}
}

// A stack removed a moment ago and deployed again under the same name: the
// old services' ended tasks are still listed, and must not end the new
// run as a success before its ranks ran (seen in CI: exit 0, no output).
func TestWaitTasksCountsOnlyThisRunsServices(t *testing.T) {
	old := []swarm.Task{task("old0", swarm.TaskStateComplete, 0), task("oldn", swarm.TaskStateComplete, 0)}
	running := append(append([]swarm.Task{}, old...), task("new0", swarm.TaskStateRunning, 0), task("newn", swarm.TaskStateRunning, 0))
	ended := append(append([]swarm.Task{}, old...), task("new0", swarm.TaskStateComplete, 0), task("newn", swarm.TaskStateComplete, 3))
	eng := &taskEngine{lists: [][]swarm.Task{running, running, ended}}
	r := &Runner{Engine: eng, ErrOut: &bytes.Buffer{}, Poll: time.Millisecond}
	code, err := r.waitTasks(t.Context(), "s", 2, map[string]bool{"new0": true, "newn": true})
	if err != nil || code != 3 || eng.calls != 3 {
		t.Errorf("waitTasks = %d, %v after %d polls; want rank n's 3 after the third poll", code, err, eng.calls)
	}
}
