package compose

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"text/tabwriter"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// DownOptions are `spkit down`'s choices.
type DownOptions struct {
	// Service limits down to one profile; "" is every profile.
	Service string
	// Volumes removes the named volumes (the Hugging Face cache) too.
	Volumes bool
	// Quiet says nothing on success (spkit probe, between trials).
	Quiet bool
}

// rescueAll copies out what each container about to be removed wrote
// outside its mounts (Rescue); a failure keeps the containers.
func (r *Runner) rescueAll(ctx context.Context, p *types.Project, only string) error {
	for _, name := range p.ServiceNames() {
		if only != "" && name != only {
			continue
		}
		files, err := r.Rescue(ctx, p, name)
		if err != nil {
			return errdefs.Wrap(errdefs.Runtime, err, fmt.Sprintf("not removing %s: %v", name, err),
				"copy the files out by hand (docker cp), then run spkit down again")
		}
		if len(files) > 0 {
			fmt.Fprintf(r.ErrOut, "spkit: %s had written %d file(s) outside its mounts; copied them to %s before removing it\n",
				name, len(files), commonDir(files))
		}
	}
	return nil
}

// Down stops and removes the project's containers (one profile's, or all),
// and the cache volume only when asked. Bind-mounted output is never touched.
func (r *Runner) Down(ctx context.Context, p *types.Project, o DownOptions) error {
	if err := r.rescueAll(ctx, p, o.Service); err != nil {
		return err
	}
	opts := api.DownOptions{Project: p, Volumes: o.Volumes, RemoveOrphans: o.Service == ""}
	if o.Service != "" {
		opts.Services = []string{o.Service}
	}
	containers, volumes, known := r.downTargets(ctx, p.Name, o)
	if err := r.Compose.Down(ctx, p.Name, opts); err != nil {
		if errors.Is(err, context.Canceled) {
			return err
		}
		if engine.IsConnectionError(err) {
			return engine.Unreachable(r.Engine.DaemonHost(), err)
		}
		return errdefs.Wrap(errdefs.Runtime, err, fmt.Sprintf("stopping %s failed: %s", orDefault(o.Service, p.Name), firstLineOf(err.Error())),
			"see `spkit ps`; --debug shows the cause")
	}
	switch {
	case o.Quiet:
	case known:
		fmt.Fprintln(r.Out, downSummary(p.Name, containers, volumes, o.Volumes))
	case o.Volumes:
		fmt.Fprintf(r.Out, "removed %s's containers and volumes; checkpoints in the output directory are kept\n", p.Name)
	default:
		fmt.Fprintf(r.Out, "removed %s's containers; volumes kept (the Hugging Face cache); pass --volumes to remove them\n", p.Name)
	}
	return nil
}

// Ps prints the project's containers: profile, state, health, exit code.
func (r *Runner) Ps(ctx context.Context, name string) error {
	cs, err := r.Compose.Ps(ctx, name, api.PsOptions{All: true})
	if err != nil {
		return err
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].Service < cs[j].Service })
	w := tabwriter.NewWriter(r.Out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "PROFILE\tCONTAINER\tIMAGE\tSTATE\tHEALTH\tEXIT")
	for _, c := range cs {
		exit := "-"
		if c.State == "exited" {
			exit = fmt.Sprint(c.ExitCode)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", c.Service, c.Name, c.Image, c.State, orDefault(string(c.Health), "-"), exit)
	}
	return w.Flush()
}

// LogsOptions are `spkit logs`' choices.
type LogsOptions struct {
	Service string
	Follow  bool
	Tail    string // "all" or a number
}

// Logs prints one profile's container logs, following them if asked.
func (r *Runner) Logs(ctx context.Context, name string, o LogsOptions) error {
	if _, err := r.container(ctx, name, o.Service); err != nil {
		return err
	}
	c := &lineConsumer{out: r.Out, errOut: r.ErrOut}
	err := r.Compose.Logs(ctx, name, c, api.LogOptions{Services: []string{o.Service}, Follow: o.Follow, Tail: orDefault(o.Tail, "all")})
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// lineConsumer writes one profile's log lines without compose's prefixes.
type lineConsumer struct{ out, errOut io.Writer }

func (c *lineConsumer) Log(_, msg string)       { fmt.Fprintln(c.out, msg) }
func (c *lineConsumer) Err(_, msg string)       { fmt.Fprintln(c.errOut, msg) }
func (c *lineConsumer) Status(name, msg string) { fmt.Fprintf(c.errOut, "%s: %s\n", name, msg) }
