package runner

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/spkit-dev/spkit/runspec"
)

// seqRunner records the order Start and Stop drive it in.
type seqRunner struct {
	nopRunner
	calls    *[]string
	checkErr error
}

func (r seqRunner) Check(context.Context, *Plan) error {
	*r.calls = append(*r.calls, "check")
	return r.checkErr
}

func (r seqRunner) Start(context.Context, *Plan) (*Run, error) {
	*r.calls = append(*r.calls, "start")
	return &Run{Backend: "seq", Code: 3}, nil
}

func (r seqRunner) Attach(context.Context, *Plan) (*Run, error) {
	*r.calls = append(*r.calls, "attach")
	return &Run{Backend: "seq"}, nil
}

func (r seqRunner) Stop(context.Context, *Run, StopOptions) error {
	*r.calls = append(*r.calls, "stop")
	return nil
}

func seqBackends(calls *[]string, checkErr error) []Backend {
	return []Backend{{Name: "seq", Accepts: func(Host, *Plan) bool { return true },
		New: func(Env) (Runner, error) { return seqRunner{calls: calls, checkErr: checkErr}, nil }}}
}

// Start checks the host before the image is built, and builds before it
// starts; a plan with its own image builds nothing; a refused check
// builds and starts nothing.
func TestStartChecksBuildsThenStarts(t *testing.T) {
	var calls []string
	env := Env{Image: func(context.Context) error { calls = append(calls, "image"); return nil }}
	spec := &runspec.Spec{Profile: "cpu"}
	_, run, err := Start(context.Background(), seqBackends(&calls, nil), env, &Plan{Spec: spec})
	if err != nil || run.Code != 3 || !slices.Equal(calls, []string{"check", "image", "start"}) {
		t.Errorf("Start = %+v, %v; calls %q", run, err, calls)
	}
	calls = nil
	if _, _, err := Start(context.Background(), seqBackends(&calls, nil), env, &Plan{Spec: spec, Image: "registry.example/lora:1"}); err != nil || !slices.Equal(calls, []string{"check", "start"}) {
		t.Errorf("with its own image: %v; calls %q", err, calls)
	}
	calls = nil
	refused := errors.New("too little memory")
	if _, _, err := Start(context.Background(), seqBackends(&calls, refused), env, &Plan{Spec: spec}); !errors.Is(err, refused) || !slices.Equal(calls, []string{"check"}) {
		t.Errorf("refused: %v; calls %q", err, calls)
	}
	calls = nil
	env.Image = func(context.Context) error { return errors.New("build failed") }
	if _, _, err := Start(context.Background(), seqBackends(&calls, nil), env, &Plan{Spec: spec}); err == nil || slices.Contains(calls, "start") {
		t.Errorf("a failed build: %v; calls %q", err, calls)
	}
	if _, _, err := Start(context.Background(), nil, env, &Plan{Spec: spec}); err == nil {
		t.Error("no backend, and Start started")
	}
}

func TestStopAttachesThenStops(t *testing.T) {
	var calls []string
	spec := &runspec.Spec{Profile: "cpu"}
	if err := Stop(context.Background(), seqBackends(&calls, nil), Env{}, &Plan{Spec: spec}, StopOptions{}); err != nil || !slices.Equal(calls, []string{"attach", "stop"}) {
		t.Errorf("Stop: %v; calls %q", err, calls)
	}
	if err := Stop(context.Background(), nil, Env{}, &Plan{Spec: spec}, StopOptions{}); err == nil {
		t.Error("no backend, and Stop stopped")
	}
}
