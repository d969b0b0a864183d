package swarm

import (
	"context"
	"fmt"
	"io"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/docker/cli/cli/compose/convert"
	clitypes "github.com/docker/cli/cli/compose/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Runner deploys, follows and removes stacks through the engine API of a
// Swarm manager.
type Runner struct {
	Engine      client.APIClient
	Out, ErrOut io.Writer
	// Poll is how often task states are read (default 1s).
	Poll time.Duration
}

func stackFilter(stack string) client.Filters {
	return client.Filters{}.Add("label", convert.LabelNamespace+"="+stack)
}

// Deploy creates the stack's networks, configs and services, as `docker
// stack deploy` does (docker/cli's own conversion). A stack of that name
// must not exist: a run's ranks cannot join a rendezvous already done.
func (r *Runner) Deploy(ctx context.Context, stack string, cfg *clitypes.Config) error {
	existing, err := r.Engine.ServiceList(ctx, client.ServiceListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return err
	}
	if len(existing.Items) > 0 {
		return errdefs.New(errdefs.Runtime, "stack "+stack+" is already deployed", "remove it first: spkit down PROFILE --nodes N")
	}
	ns := convert.NewNamespace(stack)
	if err := r.createNetworks(ctx, ns, cfg); err != nil {
		return err
	}
	if err := r.createConfigs(ctx, ns, cfg); err != nil {
		return err
	}
	specs, err := convert.Services(ctx, ns, cfg, r.Engine)
	if err != nil {
		return fmt.Errorf("converting the stack: %w", err)
	}
	for name, spec := range specs {
		fmt.Fprintf(r.ErrOut, "spkit: creating service %s\n", ns.Scope(name))
		if _, err := r.Engine.ServiceCreate(ctx, client.ServiceCreateOptions{Spec: spec}); err != nil {
			return fmt.Errorf("creating service %s: %w", ns.Scope(name), err)
		}
	}
	return nil
}

func (r *Runner) createNetworks(ctx context.Context, ns convert.Namespace, cfg *clitypes.Config) error {
	used := map[string]struct{}{}
	for _, s := range cfg.Services {
		for n := range s.Networks {
			used[n] = struct{}{}
		}
	}
	nets, _ := convert.Networks(ns, cfg.Networks, used)
	for name, opts := range nets {
		if _, err := r.Engine.NetworkInspect(ctx, name, client.NetworkInspectOptions{}); err == nil {
			continue
		}
		if _, err := r.Engine.NetworkCreate(ctx, name, opts); err != nil {
			return fmt.Errorf("creating network %s: %w", name, err)
		}
	}
	return nil
}

// createConfigs creates the swarm configs (the trainer config), replacing
// a stale one of the same name left by an earlier run.
func (r *Runner) createConfigs(ctx context.Context, ns convert.Namespace, cfg *clitypes.Config) error {
	configs, err := convert.Configs(ns, cfg.Configs)
	if err != nil {
		return fmt.Errorf("reading the stack's configs: %w", err)
	}
	for _, spec := range configs {
		_, _ = r.Engine.ConfigRemove(ctx, spec.Name, client.ConfigRemoveOptions{})
		if _, err := r.Engine.ConfigCreate(ctx, client.ConfigCreateOptions{Spec: spec}); err != nil {
			return fmt.Errorf("creating config %s: %w", spec.Name, err)
		}
	}
	return nil
}

// Remove removes the stack's services, then its configs and networks
// (retried while the tasks' containers go away).
func (r *Runner) Remove(ctx context.Context, stack string) error {
	svcs, err := r.Engine.ServiceList(ctx, client.ServiceListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return err
	}
	for _, s := range svcs.Items {
		if _, err := r.Engine.ServiceRemove(ctx, s.ID, client.ServiceRemoveOptions{}); err != nil && !cerrdefs.IsNotFound(err) {
			return fmt.Errorf("removing service %s: %w", s.Spec.Name, err)
		}
	}
	var last error
	for range 30 {
		if last = r.removeRest(ctx, stack); last == nil {
			fmt.Fprintf(r.Out, "removed stack %s; checkpoints in the output directory are kept\n", stack)
			return nil
		}
		time.Sleep(time.Second)
	}
	return last
}

func (r *Runner) removeRest(ctx context.Context, stack string) error {
	cfgs, err := r.Engine.ConfigList(ctx, client.ConfigListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return err
	}
	for _, c := range cfgs.Items {
		if _, err := r.Engine.ConfigRemove(ctx, c.ID, client.ConfigRemoveOptions{}); err != nil {
			return err
		}
	}
	nets, err := r.Engine.NetworkList(ctx, client.NetworkListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return err
	}
	for _, n := range nets.Items {
		if _, err := r.Engine.NetworkRemove(ctx, n.ID, client.NetworkRemoveOptions{}); err != nil {
			return err
		}
	}
	return nil
}
