// Package testenv gives tests a real Docker engine and the images they build
// on: a minimal Debian bookworm root filesystem imported into the engine, and
// the same with Debian's CPU PyTorch. No registry is needed; both images are
// built once per recipe version and cached by tag.
//
// It is meant for `//go:build integration` tests, which run only where an
// engine answers: Engine fails the test when none does.
package testenv

import (
	"context"
	"testing"
	"time"

	"github.com/moby/moby/client"
)

// Labels put on what tests create. Cached base images carry CacheLabel
// instead, so removing test resources never removes the shared bases.
const (
	TestLabel  = "dev.spkit.test"
	NameLabel  = "dev.spkit.test.name"
	CacheLabel = "dev.spkit.testenv"
)

// Engine returns a client for the engine named by the environment
// (DOCKER_HOST, DOCKER_API_VERSION, DOCKER_CERT_PATH; default
// /var/run/docker.sock), with API version negotiation. It fails the test when
// the engine does not answer.
func Engine(t testing.TB) client.APIClient {
	t.Helper()
	c, err := client.New(client.FromEnv)
	if err != nil {
		t.Fatalf("testenv: cannot create a Docker client from the environment: %v", err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if _, err := c.Ping(ctx, client.PingOptions{NegotiateAPIVersion: true}); err != nil {
		t.Fatalf("testenv: no Docker engine answers at %s (integration tests need one; start dockerd or set DOCKER_HOST): %v",
			c.DaemonHost(), err)
	}
	return c
}

// Labels returns the labels a test should put on containers and images it
// creates: TestLabel=1 and NameLabel=<test name>.
func Labels(t testing.TB) map[string]string {
	return map[string]string{TestLabel: "1", NameLabel: t.Name()}
}
