package ci

import (
	"strings"

	"github.com/spkit-dev/spkit/internal/version"
)

const (
	onPush    = "github.event_name != 'pull_request'"
	digestDir = "${{ runner.temp }}/digests"
)

// buildJob builds one image per (profile, architecture), pushed by digest.
func (g *generator) buildJob() *omap {
	return newMap(
		"name", "build ${{ matrix.profile }} (${{ matrix.arch }})",
		"runs-on", "${{ matrix.runner }}",
		"permissions", newMap("contents", "read", "packages", "write"),
		"strategy", newMap("fail-fast", false, "matrix", newMap("include", g.buildMatrix())),
		"env", newMap("PROFILE", "${{ matrix.profile }}", "ARCH", "${{ matrix.arch }}", "TAG_SUFFIX", "${{ matrix.tag_suffix }}"),
		"steps", g.buildSteps(),
	)
}

func (g *generator) buildMatrix() []*omap {
	var rows []*omap
	for _, img := range g.opts.Images {
		for _, platform := range img.Platforms {
			arch := platform[strings.LastIndex(platform, "/")+1:]
			runner := nativeRunners[arch]
			if g.opts.QEMU {
				runner = nativeRunners["amd64"]
			}
			rows = append(rows, newMap(
				"profile", img.Profile,
				"platform", platform,
				"arch", arch,
				"runner", runner,
				"tag_suffix", img.TagSuffix,
			))
		}
	}
	return rows
}

func (g *generator) buildSteps() []*omap {
	steps := []*omap{
		newMap("uses", g.uses("checkout")),
		freeDiskSpaceStep(),
	}
	steps = append(steps, g.installSpkitSteps()...)
	steps = append(steps, newMap(
		"name", "Generate the Dockerfile and stage spkit for the image",
		"run", StageScript,
	))
	if g.opts.QEMU {
		steps = append(steps, newMap("uses", g.uses("setup-qemu")))
	}
	steps = append(steps,
		newMap("uses", g.uses("setup-buildx")),
		g.imageNameStep(),
		g.loginStep(onPush),
		g.metadataStep(),
		g.buildPushStep(),
		newMap(
			"name", "Export the digest",
			"if", onPush,
			"run", "mkdir -p \""+digestDir+"\"\n"+
				"digest=\"${{ steps.build.outputs.digest }}\"\n"+
				"touch \""+digestDir+"/${digest#sha256:}\"\n",
		),
		newMap(
			"if", onPush,
			"uses", g.uses("upload-artifact"),
			"with", newMap(
				"name", "digests-${{ matrix.profile }}-${{ matrix.arch }}",
				"path", digestDir+"/*",
				"if-no-files-found", "error",
				"retention-days", 1,
			),
		),
	)
	return steps
}

// StageScript generates the Dockerfile and stages the container binary
// where it expects it, as `spkit build` does. Trainer repositories often
// keep .spkit/ out of the context in their .dockerignore, so the script
// writes .spkit/Dockerfile.dockerignore: the repository's patterns, then
// the staged binaries let back in. BuildKit reads that file instead of
// .dockerignore for this Dockerfile; the repository's file is untouched.
const StageScript = "mkdir -p \".spkit/bin/linux-$ARCH\"\n" +
	"spkit dockerfile --profile \"$PROFILE\" > .spkit/Dockerfile\n" +
	"cp \"$(command -v spkit-container)\" \".spkit/bin/linux-$ARCH/spkit\"\n" +
	"cp \"$(command -v spkit-healthcheck)\" \".spkit/bin/linux-$ARCH/spkit-healthcheck\"\n" +
	"{ if [ -f .dockerignore ]; then cat .dockerignore; echo; fi; printf '%s\\n' '!.spkit/bin' '!.spkit/bin/**'; } > .spkit/Dockerfile.dockerignore\n"

// freeDiskSpaceStep makes room for CUDA layers: hosted runners start with
// about 14 GB free and a cudnn-devel builder needs more.
func freeDiskSpaceStep() *omap {
	return newMap(
		"name", "Free disk space for CUDA layers",
		"run", "sudo rm -rf /usr/share/dotnet /usr/local/lib/android /opt/ghc /opt/hostedtoolcache/CodeQL\n"+
			"sudo docker image prune --all --force\n"+
			"df -h /\n",
	)
}

func (g *generator) installSpkitSteps() []*omap {
	return []*omap{
		newMap("uses", g.uses("setup-go"), "with", newMap("go-version", g.opts.GoVersion, "cache", false)),
		newMap(
			"name", "Install spkit",
			"env", newMap("CGO_ENABLED", "1"),
			"run", "go install \"github.com/spkit-dev/spkit/cmd/spkit@${SPKIT_VERSION}\"\n"+
				"go install -tags "+version.ContainerTags+" \"github.com/spkit-dev/spkit/cmd/spkit-container@${SPKIT_VERSION}\" \"github.com/spkit-dev/spkit/cmd/spkit-healthcheck@${SPKIT_VERSION}\"\n"+
				"echo \"$(go env GOPATH)/bin\" >> \"$GITHUB_PATH\"\n",
		),
	}
}

// imageNameStep lower-cases the image name: registries refuse upper case
// and repository owners may have it.
func (g *generator) imageNameStep() *omap {
	return newMap(
		"name", "Image name",
		"run", "echo \"IMAGE=$(echo \"$REGISTRY/$IMAGE_NAME\" | tr '[:upper:]' '[:lower:]')\" >> \"$GITHUB_ENV\"\n",
	)
}

func (g *generator) loginStep(cond string) *omap {
	user, password := g.loginCredentials()
	return newMap(
		"if", cond,
		"uses", g.uses("login"),
		"with", newMap("registry", g.registryHost(), "username", user, "password", password),
	)
}

// metadataStep computes the tags: per branch, per version tag and per commit,
// each with the profile's suffix; never `latest`.
func (g *generator) metadataStep() *omap {
	return newMap(
		"id", "meta",
		"uses", g.uses("metadata"),
		"with", newMap(
			"images", "${{ env.IMAGE }}",
			"flavor", "latest=false\n",
			"tags", "type=ref,event=branch,suffix=-${{ env.TAG_SUFFIX }}\n"+
				"type=ref,event=pr,suffix=-${{ env.TAG_SUFFIX }}\n"+
				"type=semver,pattern={{version}},suffix=-${{ env.TAG_SUFFIX }}\n"+
				"type=sha,prefix=${{ env.TAG_SUFFIX }}-sha-\n",
		),
	)
}

func (g *generator) buildPushStep() *omap {
	cacheRef := "${{ env.IMAGE }}:buildcache-${{ matrix.profile }}-${{ matrix.arch }}"
	return newMap(
		"id", "build",
		"uses", g.uses("build-push"),
		"with", newMap(
			"context", ".",
			"file", ".spkit/Dockerfile",
			"platforms", "${{ matrix.platform }}",
			"labels", "${{ steps.meta.outputs.labels }}",
			"outputs", "type=image,name=${{ env.IMAGE }},push-by-digest=true,name-canonical=true,push=${{ "+onPush+" }}",
			"cache-from", "type=registry,ref="+cacheRef,
			"cache-to", "${{ "+onPush+" && format('type=registry,ref={0}:buildcache-{1}-{2},mode=max', env.IMAGE, matrix.profile, matrix.arch) || '' }}",
			"provenance", "mode=max",
			"sbom", true,
		),
	)
}

// mergeJob makes one multi-arch manifest per profile from the digests.
func (g *generator) mergeJob() *omap {
	return newMap(
		"name", "manifest ${{ matrix.profile }}",
		"if", onPush,
		"needs", "build",
		"runs-on", nativeRunners["amd64"],
		"permissions", newMap("contents", "read", "packages", "write"),
		"strategy", newMap("fail-fast", false, "matrix", newMap("include", g.profileMatrix(false))),
		"env", newMap("TAG_SUFFIX", "${{ matrix.tag_suffix }}"),
		"steps", []*omap{
			newMap("uses", g.uses("download-artifact"), "with", newMap(
				"path", digestDir,
				"pattern", "digests-${{ matrix.profile }}-*",
				"merge-multiple", true,
			)),
			newMap("uses", g.uses("setup-buildx")),
			g.imageNameStep(),
			g.loginStep(""),
			g.metadataStep(),
			newMap(
				"name", "Create the manifest list and push it",
				"working-directory", digestDir,
				"run", "args=()\n"+
					"while read -r tag; do args+=(-t \"$tag\"); done < <(jq -r '.tags[]' <<< \"$DOCKER_METADATA_OUTPUT_JSON\")\n"+
					"for digest in *; do args+=(\"$IMAGE@sha256:$digest\"); done\n"+
					"docker buildx imagetools create \"${args[@]}\"\n",
			),
			newMap(
				"name", "Inspect",
				"run", "docker buildx imagetools inspect \"$IMAGE:${{ steps.meta.outputs.version }}\"\n",
			),
		},
	)
}

// profileMatrix lists each profile once with the runner its image runs on.
func (g *generator) profileMatrix(gpuOnly bool) []*omap {
	var rows []*omap
	for _, img := range g.opts.Images {
		if gpuOnly && !img.GPU {
			continue
		}
		arch := img.Platforms[0][strings.LastIndex(img.Platforms[0], "/")+1:]
		row := newMap(
			"profile", img.Profile,
			"tag_suffix", img.TagSuffix,
			"runner", nativeRunners[arch],
		)
		if gpuOnly {
			row.set("runner_arch", runnerArchLabels[arch])
		}
		rows = append(rows, row)
	}
	return rows
}

// smokeJob checks structure and imports of every pushed image on a hosted
// runner of its architecture: `spkit smoke --profile cpu` requests no GPU.
func (g *generator) smokeJob() *omap {
	return g.smoke("smoke ${{ matrix.profile }}", "${{ matrix.runner }}", false, "cpu")
}

// runnerArchLabels are the labels GitHub gives self-hosted runners for
// their architecture.
var runnerArchLabels = map[string]string{"amd64": "X64", "arm64": "ARM64"}

// gpuSmokeJob runs the full validation of GPU images on the user's GPU
// runner of the image's architecture: the --gpu-runner labels plus X64 or
// ARM64, so an arm64 (DGX Spark, GH200) image never lands on an x86 GPU
// host or the other way round.
func (g *generator) gpuSmokeJob() *omap {
	if len(g.opts.GPURunner) == 0 || len(g.profileMatrix(true)) == 0 {
		return nil
	}
	runsOn := append(append([]string(nil), g.opts.GPURunner...), "${{ matrix.runner_arch }}")
	return g.smoke("smoke ${{ matrix.profile }} on GPU", runsOn, true, "${{ matrix.profile }}")
}

func (g *generator) smoke(name string, runsOn any, gpuOnly bool, profile string) *omap {
	steps := append(g.installSpkitSteps(),
		g.imageNameStep(),
		g.loginStep(""),
		newMap(
			"name", "Smoke test",
			"run", "ref=\"$IMAGE:$TAG_SUFFIX-sha-${GITHUB_SHA::7}\"\n"+
				"docker pull \"$ref\"\n"+
				"spkit smoke \"$ref\" --profile \""+profile+"\"\n",
		),
	)
	return newMap(
		"name", name,
		"if", onPush,
		"needs", "merge",
		"runs-on", runsOn,
		"permissions", newMap("contents", "read", "packages", "read"),
		"strategy", newMap("fail-fast", false, "matrix", newMap("include", g.profileMatrix(gpuOnly))),
		"env", newMap("TAG_SUFFIX", "${{ matrix.tag_suffix }}"),
		"steps", steps,
	)
}
