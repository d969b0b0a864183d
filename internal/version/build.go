package version

// ContainerTags are the build tags of the in-image binary
// (cmd/spkit-container). nethttpomithttp2 leaves net/http's bundled HTTP/2
// out (0.34 MiB): the binary serves plain HTTP/1.1 only, the metrics
// endpoint on loopback or the pod network, which Prometheus scrapes over
// HTTP/1.1. Every build of that binary uses them: the Makefile, the
// generated CI workflow, the tests' and benchmarks' builds.
const ContainerTags = "nethttpomithttp2"
