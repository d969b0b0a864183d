package runner

import "context"

// Start is the one sequence that starts a plan, whatever runs it: the
// first backend that accepts p on env's host (Select), its Check (before
// anything is built or written), the image (env.Image, unless the plan
// names one every node pulls), then the backend's Start. It returns the
// runner (for State, Exec and Stop) with the run.
func Start(ctx context.Context, backends []Backend, env Env, p *Plan) (Runner, *Run, error) {
	r, _, err := Select(backends, env, p)
	if err != nil {
		return nil, nil, err
	}
	if err := r.Check(ctx, p); err != nil {
		return nil, nil, err
	}
	if p.Image == "" && env.Image != nil {
		if err := env.Image(ctx); err != nil {
			return nil, nil, err
		}
	}
	run, err := r.Start(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	return r, run, nil
}

// Stop finds p's run through the backend that runs it (Attach) and stops
// it: spkit down.
func Stop(ctx context.Context, backends []Backend, env Env, p *Plan, o StopOptions) error {
	r, _, err := Select(backends, env, p)
	if err != nil {
		return err
	}
	run, err := r.Attach(ctx, p)
	if err != nil {
		return err
	}
	return r.Stop(ctx, run, o)
}
