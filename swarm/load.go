package swarm

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
	cliloader "github.com/docker/cli/cli/compose/loader"
	clitypes "github.com/docker/cli/cli/compose/types"
)

// FileName is the stack file `spkit compose --nodes` writes by default.
const FileName = "stack.yaml"

// Marshal renders the stack and proves it loads with both loaders:
// compose-go's (the compose schema) and docker/cli's, the one `docker
// stack deploy` runs, with no option that deploy would ignore.
func Marshal(ctx context.Context, p *types.Project) ([]byte, error) {
	data, err := p.MarshalYAML()
	if err != nil {
		return nil, fmt.Errorf("rendering the stack: %w", err)
	}
	// compose-go writes the project's name; a stack's name is given at deploy.
	data = regexp.MustCompile(`(?m)^name: .*\n`).ReplaceAll(data, nil)
	if err := loadCompose(ctx, data, p.Name); err != nil {
		return nil, fmt.Errorf("generated stack does not validate: %w", err)
	}
	if _, err := Load(data, "."); err != nil {
		return nil, err
	}
	return data, nil
}

func loadCompose(ctx context.Context, data []byte, name string) error {
	details := types.ConfigDetails{
		ConfigFiles: []types.ConfigFile{{Filename: FileName, Content: data}},
		Environment: types.Mapping{},
	}
	_, err := loader.LoadWithContext(ctx, details, func(o *loader.Options) {
		o.SetProjectName(name, true)
		o.SkipResolveEnvironment = true
		o.ResolvePaths = false
	})
	return err
}

// Load reads a stack file the way `docker stack deploy` does; paths are
// resolved against dir. Options deploy would ignore are an error.
func Load(data []byte, dir string) (*clitypes.Config, error) {
	dict, err := cliloader.ParseYAML(data)
	if err != nil {
		return nil, fmt.Errorf("stack file: %w", err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	details := clitypes.ConfigDetails{WorkingDir: abs, Environment: map[string]string{},
		ConfigFiles: []clitypes.ConfigFile{{Filename: filepath.Join(abs, FileName), Config: dict}}}
	cfg, err := cliloader.Load(details)
	if err != nil {
		return nil, fmt.Errorf("docker stack deploy would refuse the stack: %w", err)
	}
	if u := cliloader.GetUnsupportedProperties(dict); len(u) > 0 {
		return nil, fmt.Errorf("docker stack deploy would ignore %s", strings.Join(u, ", "))
	}
	return cfg, nil
}
