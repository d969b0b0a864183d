package app

import "github.com/spkit-dev/spkit/images"

// defaultDockerfileProfile is the profile `spkit dockerfile` uses when
// spkit.yaml lists none: the generic discrete amd64 GPU.
const defaultDockerfileProfile = "standard"

// DockerfileRequest is `spkit dockerfile`: the Dockerfile spkit builds
// for one profile.
type DockerfileRequest struct {
	// Profile defaults to the only one spkit.yaml lists, else "standard".
	Profile string
	// CUDA and Torch replace spkit.yaml's versions.
	CUDA, Torch string
	// BaseImage replaces every stage's base; Stage is placed last (the
	// default build target); Syntax adds a '# syntax=' line.
	BaseImage, Stage string
	Syntax           bool
}

// Dockerfile renders the Dockerfile for the request's target.
func Dockerfile(d *Deps, req DockerfileRequest) (string, error) {
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return "", err
	}
	lp.Pin(Pins{Torch: req.Torch})
	t, err := lp.Target(req.Profile, req.CUDA, defaultDockerfileProfile, "print the Dockerfile for")
	if err != nil {
		return "", err
	}
	return images.Dockerfile(t, images.DockerfileOptions{BaseImage: req.BaseImage, Target: firstNonEmpty(req.Stage, images.StageRuntime), Syntax: req.Syntax})
}

// Dockerignore is the .dockerignore spkit recommends for the repository.
func Dockerignore(d *Deps) (string, error) {
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return "", err
	}
	return images.Dockerignore(lp.Config), nil
}
