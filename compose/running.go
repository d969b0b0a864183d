package compose

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/supervisor"
)

// Finder finds a project's running trainer through the engine API (what
// spkit top follows).
type Finder struct {
	API client.APIClient
}

// Running is a running trainer found through the engine: where its memory
// log is, and its output for the step rate.
type Running struct {
	c       client.APIClient
	id      string
	profile string
	// HostLog is the memory log's path on this machine ("" when the engine
	// is remote or the output folder is not a bind mount here); inLog is
	// its path in the container.
	HostLog, inLog string
}

// Find asks the engine for project's running container of profile (any
// profile when ""; then exactly one must run). It returns nil without an
// error when nothing runs; engineErr says why the engine could not be
// asked (it is not reachable, or failed to list or inspect).
func (f Finder) Find(ctx context.Context, project, profile string) (run *Running, engineErr, err error) {
	if _, err := engine.Ping(ctx, f.API); err != nil {
		return nil, err, nil
	}
	c := f.API
	filters := client.Filters{}.Add("label", api.ProjectLabel+"="+project)
	if profile != "" {
		filters = filters.Add("label", api.ServiceLabel+"="+profile)
	}
	res, err := c.ContainerList(ctx, client.ContainerListOptions{Filters: filters})
	if err != nil {
		return nil, err, nil
	}
	if len(res.Items) == 0 {
		return nil, nil, nil
	}
	if len(res.Items) > 1 {
		var names []string
		for _, it := range res.Items {
			names = append(names, it.Labels[api.ServiceLabel])
		}
		return nil, nil, errdefs.Usagef("name one: spkit top PROFILE", "%d profiles of %s are running (%s)",
			len(names), project, strings.Join(names, ", "))
	}
	insp, err := c.ContainerInspect(ctx, res.Items[0].ID, client.ContainerInspectOptions{})
	if err != nil {
		return nil, err, nil
	}
	r := &Running{c: c, id: res.Items[0].ID, profile: res.Items[0].Labels[api.ServiceLabel]}
	r.findLog(insp.Container)
	return r, nil, nil
}

// findLog places the memory log: in the container, under the output
// folder its image names; on this machine, when the engine is local and
// that folder is a bind mount of a directory here.
func (r *Running) findLog(ctr container.InspectResponse) {
	var env []string
	if ctr.Config != nil {
		env = ctr.Config.Env
	}
	out := imageenv.OutputDirOf(imageenv.Getenv(env))
	r.inLog = supervisor.DefaultMemoryLog(out)
	if !engine.IsLocal(r.c.DaemonHost()) {
		return
	}
	for _, m := range ctr.Mounts {
		if m.Destination == out && m.Source != "" {
			if st, err := os.Stat(m.Source); err == nil && st.IsDir() {
				r.HostLog = supervisor.DefaultMemoryLog(m.Source)
			}
		}
	}
}

// StreamLog copies the container's memory log into fol through the engine,
// for an engine on another machine: in the container, the log's first line
// (the run's start) and its last report.CatchUp bytes, then what is
// appended (tail -F). A month's log is a gigabyte; the screen must be
// current at once, not after it has all crossed the network.
func (r *Running) StreamLog(ctx context.Context, w io.Writer) error {
	script := fmt.Sprintf(`head -n 1 "$1" 2>/dev/null; exec tail -c %d -F "$1"`, report.CatchUp)
	ex, err := r.c.ExecCreate(ctx, r.id, client.ExecCreateOptions{AttachStdout: true, AttachStderr: true,
		Cmd: []string{"sh", "-c", script, "sh", r.inLog}})
	if err != nil {
		return err
	}
	att, err := r.c.ExecAttach(ctx, ex.ID, client.ExecAttachOptions{})
	if err != nil {
		return err
	}
	go func() {
		<-ctx.Done()
		att.Close()
	}()
	_, err = stdcopy.StdCopy(w, io.Discard, att.Reader)
	return err
}

// MeterSteps follows the trainer's output (its last lines first) into m.
func (r *Running) MeterSteps(ctx context.Context, m *report.StepMeter) {
	logs, err := r.c.ContainerLogs(ctx, r.id, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true,
		Follow: true, Tail: "50", Timestamps: true})
	if err != nil {
		return
	}
	defer logs.Close()
	pr, pw := io.Pipe()
	go func() {
		_, err := stdcopy.StdCopy(pw, pw, logs)
		pw.CloseWithError(err)
	}()
	sc := bufio.NewScanner(pr)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		ts, line, ok := strings.Cut(sc.Text(), " ")
		at, err := time.Parse(time.RFC3339Nano, ts)
		if !ok || err != nil {
			at, line = time.Now(), sc.Text()
		}
		m.Observe(line, at)
	}
}

// Describe names the run in top's title.
func (r *Running) Describe() string {
	where := r.HostLog
	if where == "" {
		where = "container " + shortID(r.id) + ":" + path.Clean(r.inLog)
	}
	return fmt.Sprintf("%s (%s)", r.profile, filepath.ToSlash(where))
}

func shortID(id string) string { return id[:min(12, len(id))] }
