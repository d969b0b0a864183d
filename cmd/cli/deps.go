package cli

import (
	"context"

	"github.com/docker/cli/cli/command"
	"github.com/docker/cli/cli/config"
	"github.com/docker/cli/cli/config/configfile"
	"github.com/moby/buildkit/session"
	"github.com/moby/buildkit/session/auth/authprovider"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
)

// Deps returns the use cases' dependencies over this factory: the engine
// and builders are created on first use.
func (f *Factory) Deps() *app.Deps {
	return &app.Deps{
		Dir:      f.Dir,
		Engine:   f.engine,
		Builder:  f.builder,
		GPU:      f.NewGPU(),
		ProcRoot: "/",
		Out:      f.IO.Out,
		ErrOut:   f.IO.ErrOut,
		Now:      f.Now,
	}
}

// engine connects the Compose SDK and the engine's API, once.
func (f *Factory) engine() (app.Engine, error) {
	f.engineOnce.Do(func() {
		if f.NewEngine != nil {
			f.eng, f.engErr = f.NewEngine()
			return
		}
		r, err := newRunner(f)
		if err != nil {
			f.engErr = err
			return
		}
		f.eng = &timedEngine{r: r}
	})
	return f.eng, f.engErr
}

// builder returns the engine's BuildKit ("") or the buildkitd at addr,
// with the docker config's registry credentials for its session.
func (f *Factory) builder(addr string) (app.ImageBuilder, error) {
	if f.NewBuilder != nil {
		return f.NewBuilder(addr)
	}
	engine := func() (images.Engine, error) {
		cli, err := f.DockerCLI()
		if err != nil {
			return nil, err
		}
		return cli.Client(), nil
	}
	if addr != "" {
		cfg := config.LoadDefaultConfigFile(f.IO.ErrOut)
		return &buildkit{b: &images.RemoteBuilder{Addr: addr, Engine: engine}, auth: authFrom(cfg)}, nil
	}
	cli, err := f.DockerCLI()
	if err != nil {
		return nil, err
	}
	eb := images.NewEngineBuilder(cli.Client())
	eb.Auth = func(ref string) (string, error) { return command.RetrieveAuthTokenFromImage(cli.ConfigFile(), ref) }
	return &buildkit{b: eb, auth: authFrom(cli.ConfigFile())}, nil
}

func authFrom(cfg *configfile.ConfigFile) session.Attachable {
	return authprovider.NewDockerAuthProvider(authprovider.DockerAuthProviderConfig{AuthConfigProvider: authprovider.LoadAuthConfig(cfg)})
}

// buildkit is app.ImageBuilder over one of spkit's BuildKit builders.
type buildkit struct {
	b    images.Builder
	auth session.Attachable
}

func (k *buildkit) Build(ctx context.Context, o images.BuildOptions) (*images.Result, error) {
	if eb, ok := k.b.(*images.EngineBuilder); ok {
		// Before the binaries are staged and the context is sent.
		if _, err := engine.Ping(ctx, eb.Engine); err != nil {
			return nil, err
		}
	}
	o.Session = append(o.Session, k.auth)
	if o.Binaries.Self == "" && len(o.Binaries.Dirs) == 0 {
		o.Binaries = images.DefaultBinarySource()
	}
	return images.Build(ctx, k.b, o)
}
