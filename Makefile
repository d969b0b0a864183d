# spkit's build. `make test` is what CI runs (.ci/run): unit tests always,
# the real-engine tier whenever a Docker daemon answers.
GO       ?= go
PKG      := github.com/spkit-dev/spkit
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT   ?= $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
LDFLAGS  := -s -w -X $(PKG)/internal/version.Version=$(VERSION) -X $(PKG)/internal/version.Commit=$(COMMIT)
BIN      := bin/spkit
# The in-image binary (cmd/spkit-container): spkit run, healthcheck and
# validate without BuildKit, compose-go and the Docker client (~10 MB
# against spkit's ~55 MB). spkit build stages it into the build context for
# each platform's architecture, so `make install` builds it for linux/amd64
# and linux/arm64 (DGX Spark, GH200, GB200): natively for this machine's
# architecture, cross-compiled for the other.
CBIN     := bin/spkit-container
# The image's HEALTHCHECK (cmd/spkit-healthcheck): the checks and NVML only,
# ~3.6 MB, so that a check Docker runs every few seconds starts small.
HBIN     := bin/spkit-healthcheck
# go-nvml loads libnvidia-ml through cgo; the binary links only libc.
export CGO_ENABLED := 1
HOSTARCH := $(shell $(GO) env GOARCH)
OTHERARCH := $(if $(filter arm64,$(HOSTARCH)),amd64,arm64)
# Debian's cross compilers (gcc-aarch64-linux-gnu, gcc-x86-64-linux-gnu).
CROSS_CC_arm64 := aarch64-linux-gnu-gcc
CROSS_CC_amd64 := x86_64-linux-gnu-gcc
CROSS_PKG_arm64 := gcc-aarch64-linux-gnu
CROSS_PKG_amd64 := gcc-x86-64-linux-gnu
# Where go install puts binaries: $GOBIN when the user set one, else
# $(go env GOPATH)/bin, as go install does.
GOBIN    := $(shell gobin=$$($(GO) env GOBIN); echo $${gobin:-$$($(GO) env GOPATH)/bin})
# The in-image binary's build tags (internal/version.ContainerTags: no
# HTTP/2 in net/http).
CTAGS    := nethttpomithttp2

.PHONY: cc build build-cross install tools lint-tools test test-unit test-integration bench lint fmt clean matrix matrix-offline try-base

build: cc build-cross
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/spkit
	$(GO) build -trimpath -tags $(CTAGS) -ldflags '$(LDFLAGS)' -o $(CBIN) ./cmd/spkit-container
	cp $(CBIN) bin/spkit-container-linux-$(HOSTARCH)
	$(GO) build -trimpath -tags $(CTAGS) -ldflags '$(LDFLAGS)' -o $(HBIN) ./cmd/spkit-healthcheck
	cp $(HBIN) bin/spkit-healthcheck-linux-$(HOSTARCH)

# The container binary for the other architecture, cross-compiled with cgo.
# Without the cross compiler it says what to install and goes on: spkit then
# builds images for this machine's architecture only (and says the same
# when asked for the other one).
build-cross: cc
	@if command -v $(CROSS_CC_$(OTHERARCH)) >/dev/null; then \
		CC=$(CROSS_CC_$(OTHERARCH)) GOOS=linux GOARCH=$(OTHERARCH) $(GO) build -trimpath -tags $(CTAGS) -ldflags '$(LDFLAGS)' -o bin/spkit-container-linux-$(OTHERARCH) ./cmd/spkit-container && \
		CC=$(CROSS_CC_$(OTHERARCH)) GOOS=linux GOARCH=$(OTHERARCH) $(GO) build -trimpath -tags $(CTAGS) -ldflags '$(LDFLAGS)' -o bin/spkit-healthcheck-linux-$(OTHERARCH) ./cmd/spkit-healthcheck; \
	else \
		echo "make: warning: no C cross compiler for linux/$(OTHERARCH) ($(CROSS_CC_$(OTHERARCH))): go-nvml needs cgo, so spkit-container-linux-$(OTHERARCH) is not built and spkit builds $(HOSTARCH) images only; apt-get install $(CROSS_PKG_$(OTHERARCH)) for $(OTHERARCH) images (DGX Spark, GH200, GB200 are arm64)" >&2; \
	fi

# Installs spkit and, beside it, spkit-container and spkit-healthcheck for
# both architectures: spkit build puts them into images.
install: cc build-cross
	$(GO) install -trimpath -ldflags '$(LDFLAGS)' ./cmd/spkit
	$(GO) install -trimpath -tags $(CTAGS) -ldflags '$(LDFLAGS)' ./cmd/spkit-container ./cmd/spkit-healthcheck
	@for b in spkit-container spkit-healthcheck; do if [ -f bin/$$b-linux-$(OTHERARCH) ]; then install -m 0755 bin/$$b-linux-$(OTHERARCH) $(GOBIN)/; fi; done

# The C compiler cgo needs: installed when run as root (apt-get), else one
# line naming the package, before anything is compiled.
cc:
	@scripts/test-setup.sh cc

# Tools the tests and lint use, installed from the Go module proxy on first
# use: actionlint checks generated workflows (it cannot live in spkit's
# module: its YAML library conflicts with compose-go's); goimports and
# staticcheck are make lint's.
tools:
	@test -x "$(GOBIN)/actionlint" || GOFLAGS= $(GO) install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12

lint-tools:
	@test -x "$(GOBIN)/goimports" || GOFLAGS= $(GO) install golang.org/x/tools/cmd/goimports@v0.48.0
	@test -x "$(GOBIN)/staticcheck" || GOFLAGS= $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2
	@test -x "$(GOBIN)/errcheck" || GOFLAGS= $(GO) install github.com/kisielk/errcheck@v1.30.0

# scripts/test-tiers.sh: scripts/test-setup.sh installs (as root) or
# checks what the real-engine tier needs and starts dockerd when it may
# (exit 0 runs both tiers, 10 (no daemon) the unit tier only, anything else
# stops before any test with one line naming what to install); then the
# unit tier and the real-engine tier, and at the end what each took and
# each engine or base image built on the way.
test: tools
	@MAKE="$(MAKE)" scripts/test-tiers.sh

test-unit: tools
	PATH="$(GOBIN):$$PATH" $(GO) test -count=1 ./...

# The real-engine tier: real builds, real containers. Needs a Docker daemon.
test-integration: tools
	PATH="$(GOBIN):$$PATH" $(GO) test -count=1 -tags integration -timeout 40m -p 1 ./...

bench:
	scripts/bench.sh

lint: lint-tools
	$(GO) vet ./...
	$(GO) vet -tags integration ./...
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	@out=$$("$(GOBIN)/goimports" -l -local github.com/spkit-dev/spkit $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "goimports needed:"; echo "$$out"; exit 1; fi
	"$(GOBIN)/staticcheck" ./...
	"$(GOBIN)/staticcheck" -tags integration ./...
	@# No error dropped on the floor; .errcheck-excludes says what may be, and why.
	"$(GOBIN)/errcheck" -ignoretests -exclude .errcheck-excludes $$($(GO) list ./... | grep -v -e /bench/ -e /tools/ -e /internal/testenv)

fmt:
	gofmt -w $$(git ls-files '*.go')

# The version matrix (docs/matrix.md): read PyTorch's wheel indexes, the
# nvidia/cuda tags, NVIDIA's driver table and the GitHub files curated.yaml
# names (build matrices, arch table, NVIDIA's image manifest), record the
# pages for the drift test, and write profiles/data/matrix.yaml. Needs
# network access. A recording keeps whole files (page-NNN.*; NVIDIA's
# manifest is ~500 KB): cut GitHub files down to the lines matrixgen reads,
# as the extracts in $(MATRIX_PAGES)/github/ are, before committing.
MATRIX_PAGES := profiles/matrixgen/testdata/sources
matrix:
	rm -rf $(MATRIX_PAGES).new && mkdir -p $(MATRIX_PAGES).new
	$(GO) run ./tools/matrixgen -record $(MATRIX_PAGES).new -note "recorded by make matrix on $$(date -u +%Y-%m-%d)"
	rm -f $(MATRIX_PAGES)/*.html $(MATRIX_PAGES)/*.json $(MATRIX_PAGES)/pages.txt
	mv $(MATRIX_PAGES).new/* $(MATRIX_PAGES)/ && rmdir $(MATRIX_PAGES).new

# Regenerates the matrix from the recorded pages (no network), keeping the
# committed note.
matrix-offline:
	$(GO) run ./tools/matrixgen -pages $(MATRIX_PAGES) -note "$$(sed -n 's/^  note: //p' profiles/data/matrix.yaml)"

# The README's offline try-it path: a local base with Debian's CPU PyTorch
# (debootstrap; needs root and a Debian mirror, not a registry or PyPI).
# scripts/test-setup.sh installs debootstrap and starts dockerd as make
# test does, or stops in one line before anything is built.
try-base:
	@scripts/test-setup.sh try-base
	$(GO) run ./tools/trybase

clean:
	rm -rf bin
