// Package fakeengine is a Docker engine for unit tests: an API client and
// a Compose SDK service that answer from canned fields and record what was
// asked. A call a test did not set up reaches the embedded nil interface
// and panics, so an unexpected engine call is loud.
package fakeengine

import (
	"archive/tar"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"strings"
	"sync"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"
)

// Client is a Docker API client over canned answers.
type Client struct {
	client.APIClient

	// Host is DaemonHost's answer (unix:///var/run/docker.sock when "").
	Host string
	// VersionErr fails the ping (ServerVersion); System is Info's answer,
	// InfoErr fails it.
	VersionErr, InfoErr error
	System              system.Info
	// Containers are what ContainerList filters (by "label" only);
	// ListErr fails it.
	Containers []container.Summary
	ListErr    error
	// Inspect answers ContainerInspect by container ID (InspectErr fails
	// it; an unknown ID is not found).
	Inspect    map[string]container.InspectResponse
	InspectErr error
	// Logs is each container's output (by ID): stdout lines, sent
	// multiplexed as the engine does. LogsErr fails ContainerLogs.
	Logs    map[string]string
	LogsErr error
	// Running, when set, keeps every log stream open after its lines
	// until it is closed: a trainer still running.
	Running chan struct{}
	// Exit is each container's exit code for ContainerWait; WaitErr fails
	// the wait.
	Exit    map[string]int64
	WaitErr error
	// Images are the references ImageInspect finds; ImageErr fails it
	// (not found otherwise).
	Images   map[string]bool
	ImageErr error
	// Files are what CopyFromContainer copies out, by path (as one tar
	// entry); CopyErr fails it.
	Files   map[string][]byte
	CopyErr error
	// Changes are ContainerDiff's answer; DiffErr fails it.
	Changes []container.FilesystemChange
	DiffErr error
	// Created is the ID ContainerCreate gives (CreateErr fails it, StartErr
	// fails ContainerStart); its output and exit are Logs[Created] and
	// Exit[Created].
	Created             string
	CreateErr, StartErr error
	// Nodes are a swarm's nodes (NodeList); ServiceErr fails ServiceList.
	Nodes      []swarm.Node
	ServiceErr error
	// ExecOut is what an exec writes to its stdout; ExecErr fails
	// ExecCreate.
	ExecOut string
	ExecErr error

	mu    sync.Mutex
	calls []string
}

// Calls returns the calls made, in order ("list", "inspect ID", ...).
func (c *Client) Calls() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.calls...)
}

func (c *Client) record(call string) {
	c.mu.Lock()
	c.calls = append(c.calls, call)
	c.mu.Unlock()
}

// DaemonHost is the engine's address.
func (c *Client) DaemonHost() string {
	if c.Host == "" {
		return "unix:///var/run/docker.sock"
	}
	return c.Host
}

// ServerVersion is the ping.
func (c *Client) ServerVersion(context.Context, client.ServerVersionOptions) (client.ServerVersionResult, error) {
	c.record("version")
	if c.VersionErr != nil {
		return client.ServerVersionResult{}, c.VersionErr
	}
	return client.ServerVersionResult{Version: "28.0.0", APIVersion: "1.51"}, nil
}

// Info returns Info.
func (c *Client) Info(context.Context, client.InfoOptions) (client.SystemInfoResult, error) {
	c.record("info")
	return client.SystemInfoResult{Info: c.System}, c.InfoErr
}

// ContainerList returns the containers whose labels match every "label"
// filter (key=value).
func (c *Client) ContainerList(_ context.Context, o client.ContainerListOptions) (client.ContainerListResult, error) {
	c.record("list")
	if c.ListErr != nil {
		return client.ContainerListResult{}, c.ListErr
	}
	var out []container.Summary
	for _, ctr := range c.Containers {
		if matches(ctr.Labels, o.Filters["label"]) && (o.All || ctr.State == container.StateRunning) {
			out = append(out, ctr)
		}
	}
	return client.ContainerListResult{Items: out}, nil
}

func matches(labels map[string]string, want map[string]bool) bool {
	for kv := range want {
		k, v, _ := strings.Cut(kv, "=")
		if labels[k] != v {
			return false
		}
	}
	return true
}

// ContainerInspect returns Inspect[id].
func (c *Client) ContainerInspect(_ context.Context, id string, _ client.ContainerInspectOptions) (client.ContainerInspectResult, error) {
	c.record("inspect " + id)
	if c.InspectErr != nil {
		return client.ContainerInspectResult{}, c.InspectErr
	}
	r, ok := c.Inspect[id]
	if !ok {
		return client.ContainerInspectResult{}, cerrdefs.ErrNotFound.WithMessage("no such container: " + id)
	}
	return client.ContainerInspectResult{Container: r}, nil
}

// ContainerLogs returns Logs[id] as the engine multiplexes it.
func (c *Client) ContainerLogs(_ context.Context, id string, _ client.ContainerLogsOptions) (client.ContainerLogsResult, error) {
	c.record("logs " + id)
	if c.LogsErr != nil {
		return nil, c.LogsErr
	}
	r := io.Reader(bytes.NewReader(Multiplex(1, c.Logs[id])))
	if c.Running != nil {
		r = io.MultiReader(r, waitReader{c.Running})
	}
	return io.NopCloser(r), nil
}

// waitReader ends (io.EOF) once done is closed.
type waitReader struct{ done <-chan struct{} }

func (w waitReader) Read([]byte) (int, error) {
	<-w.done
	return 0, io.EOF
}

// Multiplex frames text as one stream (1 stdout, 2 stderr) of the
// engine's multiplexed output.
func Multiplex(stream byte, text string) []byte {
	if text == "" {
		return nil
	}
	hdr := make([]byte, 8)
	hdr[0] = stream
	binary.BigEndian.PutUint32(hdr[4:], uint32(len(text)))
	return append(hdr, text...)
}

// ContainerWait answers at once with Exit[id] (or WaitErr).
func (c *Client) ContainerWait(_ context.Context, id string, _ client.ContainerWaitOptions) client.ContainerWaitResult {
	c.record("wait " + id)
	res := make(chan container.WaitResponse, 1)
	errs := make(chan error, 1)
	if c.WaitErr != nil {
		errs <- c.WaitErr
	} else {
		res <- container.WaitResponse{StatusCode: c.Exit[id]}
	}
	return client.ContainerWaitResult{Result: res, Error: errs}
}

// ContainerStop records the stop.
func (c *Client) ContainerStop(_ context.Context, id string, _ client.ContainerStopOptions) (client.ContainerStopResult, error) {
	c.record("stop " + id)
	return client.ContainerStopResult{}, nil
}

// ImageInspect finds Images[ref].
func (c *Client) ImageInspect(_ context.Context, ref string, _ ...client.ImageInspectOption) (client.ImageInspectResult, error) {
	c.record("image " + ref)
	switch {
	case c.ImageErr != nil:
		return client.ImageInspectResult{}, c.ImageErr
	case c.Images[ref]:
		return client.ImageInspectResult{}, nil
	}
	return client.ImageInspectResult{}, cerrdefs.ErrNotFound.WithMessage("no such image: " + ref)
}

// CopyFromContainer sends Files[path] as a one-entry tar.
func (c *Client) CopyFromContainer(_ context.Context, id string, o client.CopyFromContainerOptions) (client.CopyFromContainerResult, error) {
	c.record("copy " + id + " " + o.SourcePath)
	if c.CopyErr != nil {
		return client.CopyFromContainerResult{}, c.CopyErr
	}
	data, ok := c.Files[o.SourcePath]
	if !ok {
		return client.CopyFromContainerResult{}, cerrdefs.ErrNotFound.WithMessage("no such file: " + o.SourcePath)
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	name := o.SourcePath[strings.LastIndex(o.SourcePath, "/")+1:]
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg}); err != nil {
		return client.CopyFromContainerResult{}, err
	}
	if _, err := tw.Write(data); err != nil {
		return client.CopyFromContainerResult{}, err
	}
	if err := tw.Close(); err != nil {
		return client.CopyFromContainerResult{}, err
	}
	return client.CopyFromContainerResult{Content: io.NopCloser(&buf)}, nil
}

// ContainerCreate records the image and returns Created.
func (c *Client) ContainerCreate(_ context.Context, o client.ContainerCreateOptions) (client.ContainerCreateResult, error) {
	c.record("create " + o.Config.Image)
	if c.CreateErr != nil {
		return client.ContainerCreateResult{}, c.CreateErr
	}
	return client.ContainerCreateResult{ID: c.Created}, nil
}

// ContainerStart records the start.
func (c *Client) ContainerStart(_ context.Context, id string, _ client.ContainerStartOptions) (client.ContainerStartResult, error) {
	c.record("start " + id)
	return client.ContainerStartResult{}, c.StartErr
}

// ContainerRemove records the removal.
func (c *Client) ContainerRemove(_ context.Context, id string, _ client.ContainerRemoveOptions) (client.ContainerRemoveResult, error) {
	c.record("remove " + id)
	return client.ContainerRemoveResult{}, nil
}

// NodeList returns Nodes.
func (c *Client) NodeList(context.Context, client.NodeListOptions) (client.NodeListResult, error) {
	c.record("nodes")
	return client.NodeListResult{Items: c.Nodes}, nil
}

// ServiceList fails with ServiceErr, or lists no service.
func (c *Client) ServiceList(context.Context, client.ServiceListOptions) (client.ServiceListResult, error) {
	c.record("services")
	return client.ServiceListResult{}, c.ServiceErr
}

// ContainerDiff returns Changes.
func (c *Client) ContainerDiff(_ context.Context, id string, _ client.ContainerDiffOptions) (client.ContainerDiffResult, error) {
	c.record("diff " + id)
	return client.ContainerDiffResult{Changes: c.Changes}, c.DiffErr
}

// ExecCreate makes an exec whose output is ExecOut.
func (c *Client) ExecCreate(_ context.Context, id string, o client.ExecCreateOptions) (client.ExecCreateResult, error) {
	c.record("exec " + id + " " + strings.Join(o.Cmd, " "))
	if c.ExecErr != nil {
		return client.ExecCreateResult{}, c.ExecErr
	}
	return client.ExecCreateResult{ID: "exec-" + id}, nil
}

// ExecAttach streams ExecOut, multiplexed, and ends.
func (c *Client) ExecAttach(_ context.Context, id string, _ client.ExecAttachOptions) (client.ExecAttachResult, error) {
	c.record("attach " + id)
	server, conn := net.Pipe()
	go func() {
		_, _ = server.Write(Multiplex(1, c.ExecOut))
		_ = server.Close()
	}()
	return client.ExecAttachResult{HijackedResponse: client.NewHijackedResponse(conn, "")}, nil
}

// ErrUnreachable is a connection failure as the Docker client reports one.
var ErrUnreachable = errors.New("cannot connect to the Docker daemon at unix:///var/run/docker.sock: dial unix /var/run/docker.sock: connect: connection refused")
