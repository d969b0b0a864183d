// Command trybase builds the local base image of the README's offline
// try-it path: a debootstrapped Debian bookworm with Debian's CPU PyTorch,
// OmegaConf and PyYAML (the image the real-engine tests use), so that the
// example trainer builds and trains on any machine with the engine, with no
// registry and no Python package index. `make try-base` runs it; it needs
// root, debootstrap and a Debian mirror, and takes a few minutes once.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "trybase:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	c, err := client.New(client.FromEnv)
	if err != nil {
		return fmt.Errorf("connecting to the Docker engine: %w", err)
	}
	defer c.Close()
	if _, err := c.Ping(ctx, client.PingOptions{}); err != nil {
		return fmt.Errorf("the Docker engine does not answer (%w): start it, then run make try-base again", err)
	}
	logf := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	if err := testenv.BuildTorchBase(ctx, c, logf); err != nil {
		return err
	}
	fmt.Printf("%s is in the engine. Try spkit without a registry or a package index:\n", testenv.TorchRef)
	fmt.Printf("  cd examples/lora-trainer && spkit train cpu --torch base --base-image %s\n", testenv.TorchRef)
	return nil
}
