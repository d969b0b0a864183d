//go:build tools

// Package tools pins the modules spkit is built from, so that go.mod and
// go.sum hold every one of them before the code that uses them lands.
package tools

import (
	_ "github.com/NVIDIA/go-nvml/pkg/nvml"
	_ "github.com/NVIDIA/go-nvml/pkg/nvml/mock"
	_ "github.com/compose-spec/compose-go/v2/cli"
	_ "github.com/compose-spec/compose-go/v2/loader"
	_ "github.com/compose-spec/compose-go/v2/types"
	_ "github.com/containerd/console"
	_ "github.com/docker/cli/cli/command"
	_ "github.com/docker/cli/cli/flags"
	_ "github.com/docker/compose/v5/pkg/api"
	_ "github.com/docker/compose/v5/pkg/compose"
	_ "github.com/docker/docker/client"
	_ "github.com/moby/buildkit/client"
	_ "github.com/moby/buildkit/frontend/dockerfile/instructions"
	_ "github.com/moby/buildkit/frontend/dockerfile/linter"
	_ "github.com/moby/buildkit/frontend/dockerfile/parser"
	_ "github.com/moby/buildkit/session"
	_ "github.com/moby/buildkit/session/auth/authprovider"
	_ "github.com/moby/buildkit/session/secrets/secretsprovider"
	_ "github.com/moby/buildkit/util/progress/progressui"
	_ "github.com/moby/patternmatcher"
	_ "github.com/moby/patternmatcher/ignorefile"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/spf13/cobra"
	_ "github.com/tonistiigi/fsutil"
	_ "golang.org/x/sys/unix"
	_ "golang.org/x/term"
	_ "gopkg.in/yaml.v3"
)
