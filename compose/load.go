package compose

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
)

// FileName is the compose file `spkit compose` writes by default.
const FileName = "compose.yaml"

// countAll matches a device request's count of -1, compose-go's encoding of
// "all"; the file says "all", as the compose spec and NVIDIA's docs write it.
var countAll = regexp.MustCompile(`(?m)^(\s+)count: -1$`)

// Marshal renders p as a compose file and proves that compose-go accepts it:
// the bytes are reloaded with schema validation before they are returned.
func Marshal(ctx context.Context, p *types.Project) ([]byte, error) {
	data, err := render(p)
	if err != nil {
		return nil, err
	}
	if _, err := Load(ctx, data, p.Name, "", false); err != nil {
		return nil, fmt.Errorf("generated compose file does not validate: %w", err)
	}
	return data, nil
}

// render writes p as a compose file, without validating it.
func render(p *types.Project) ([]byte, error) {
	data, err := p.MarshalYAML()
	if err != nil {
		return nil, fmt.Errorf("rendering the compose file: %w", err)
	}
	return countAll.ReplaceAll(data, []byte("${1}count: all")), nil
}

// Load parses a compose file with compose-go's loader, schema validation
// included. With resolve, relative paths are made absolute against dir.
func Load(ctx context.Context, data []byte, name, dir string, resolve bool) (*types.Project, error) {
	details := types.ConfigDetails{
		WorkingDir:  dir,
		ConfigFiles: []types.ConfigFile{{Filename: filepath.Join(dir, FileName), Content: data}},
		Environment: types.Mapping{},
	}
	return loader.LoadWithContext(ctx, details, func(o *loader.Options) {
		o.SetProjectName(name, true)
		o.ResolvePaths = resolve
		// Each service is in its profile's compose profile (plain
		// `docker compose --profile P up`); spkit picks services itself.
		o.Profiles = []string{"*"}
	})
}

// ForEngine turns a generated project into the one `spkit up` hands the
// SDK: rendered and loaded once through compose-go's loader (schema
// validation and path resolution against the repository in the same
// load), labelled the way
// compose's own loader labels services (so Down and Ps find the containers),
// and with the image treated as built: spkit's builder makes it, so compose
// neither builds nor pulls.
func ForEngine(ctx context.Context, p *types.Project, repoDir string) (*types.Project, error) {
	abs, err := filepath.Abs(repoDir)
	if err != nil {
		return nil, err
	}
	data, err := render(p)
	if err != nil {
		return nil, err
	}
	out, err := Load(ctx, data, p.Name, abs, true)
	if err != nil {
		return nil, fmt.Errorf("generated compose file does not validate: %w", err)
	}
	for name, s := range out.Services {
		s.CustomLabels = types.Labels{
			api.ProjectLabel:     out.Name,
			api.ServiceLabel:     name,
			api.VersionLabel:     api.ComposeVersion,
			api.WorkingDirLabel:  out.WorkingDir,
			api.ConfigFilesLabel: strings.Join(out.ComposeFiles, ","),
			api.OneoffLabel:      "False",
		}
		s.Build = nil
		s.PullPolicy = types.PullPolicyNever
		out.Services[name] = s
	}
	return out, nil
}
