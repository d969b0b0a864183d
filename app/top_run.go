package app

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// topRun is a running trainer found through the engine: where its memory
// log is, and its output for the step rate.
type topRun struct {
	c       client.APIClient
	id      string
	profile string
	// hostLog is the memory log's path on this machine ("" when the engine
	// is remote or the output folder is not a bind mount here); inLog is
	// its path in the container.
	hostLog, inLog string
}

// lookupTopRun asks the engine for the project's running container of
// profile (any profile when ""; then exactly one must run). It returns nil
// without an error when spkit.yaml or the engine is missing or nothing
// runs, so top falls back to the host's memory log; engineErr says why the
// engine could not be asked (for a top --once that then has nothing to
// show).
func lookupTopRun(ctx context.Context, d *Deps, profile string) (run *topRun, engineErr, err error) {
	cfg, err := project.Load(d.Dir)
	if err != nil {
		return nil, nil, nil
	}
	c, err := d.Docker()
	if err != nil {
		return nil, err, nil
	}
	if _, err := engine.Ping(ctx, c); err != nil {
		return nil, err, nil
	}
	return listTopRun(ctx, c, cfg, profile)
}

// listTopRun finds the running container of profile among the project's.
// An engine that fails to list or inspect is engineErr, as one that cannot
// be reached: top then shows the host's log, and --once says why.
func listTopRun(ctx context.Context, c client.APIClient, cfg *project.Config, profile string) (run *topRun, engineErr, err error) {
	filters := client.Filters{}.Add("label", api.ProjectLabel+"="+runspec.ProjectName(cfg))
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
			len(names), runspec.ProjectName(cfg), strings.Join(names, ", "))
	}
	insp, err := c.ContainerInspect(ctx, res.Items[0].ID, client.ContainerInspectOptions{})
	if err != nil {
		return nil, err, nil
	}
	r := &topRun{c: c, id: res.Items[0].ID, profile: res.Items[0].Labels[api.ServiceLabel]}
	out := "/app/output" // images before SPKIT_OUTPUT_DIR existed
	if insp.Container.Config != nil {
		for _, kv := range insp.Container.Config.Env {
			if v, ok := strings.CutPrefix(kv, imageenv.OutputDir+"="); ok && v != "" {
				out = v
			}
		}
	}
	r.inLog = supervisor.DefaultMemoryLog(out)
	if engine.IsLocal(c.DaemonHost()) {
		for _, m := range insp.Container.Mounts {
			if m.Destination == out && m.Source != "" {
				if st, err := os.Stat(m.Source); err == nil && st.IsDir() {
					r.hostLog = supervisor.DefaultMemoryLog(m.Source)
				}
			}
		}
	}
	return r, nil, nil
}

// streamLog copies the container's memory log into fol through the engine,
// for an engine on another machine: in the container, the log's first line
// (the run's start) and its last report.CatchUp bytes, then what is
// appended (tail -F). A month's log is a gigabyte; the screen must be
// current at once, not after it has all crossed the network.
func (r *topRun) streamLog(ctx context.Context, w io.Writer) error {
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

type lockedFeed struct {
	fol *report.Follower
	mu  *sync.Mutex
}

func (w lockedFeed) Write(b []byte) (int, error) {
	w.mu.Lock()
	w.fol.Feed(b)
	w.mu.Unlock()
	return len(b), nil
}

// meterSteps follows the trainer's output (its last lines first) into m.
func (r *topRun) meterSteps(ctx context.Context, m *report.StepMeter) {
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

// describe names the run in top's title.
func (r *topRun) describe() string {
	where := r.hostLog
	if where == "" {
		where = "container " + shortID(r.id) + ":" + path.Clean(r.inLog)
	}
	return fmt.Sprintf("%s (%s)", r.profile, filepath.ToSlash(where))
}

func shortID(id string) string { return id[:min(12, len(id))] }
