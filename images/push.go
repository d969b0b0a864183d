package images

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// RegistryAuth returns the engine API's X-Registry-Auth value for the
// registry of an image reference ("" for none).
type RegistryAuth func(ref string) (string, error)

// pushImage pushes ref from the engine to its registry and returns the
// manifest digest the registry answered with. The engine's 20.10 BuildKit
// "moby" exporter takes push=true without pushing, so the engine's own
// push does it, and any error in its stream fails the build.
func pushImage(ctx context.Context, e Engine, ref string, auth RegistryAuth) (string, error) {
	var token string
	if auth != nil {
		t, err := auth(ref)
		if err != nil {
			return "", pushError(ref, err)
		}
		token = t
	}
	if token == "" {
		// Docker 20.10 refuses a push without the header ("Bad parameters
		// and missing X-Registry-Auth"): send empty credentials, "{}".
		token = base64.URLEncoding.EncodeToString([]byte("{}"))
	}
	res, err := e.ImagePush(ctx, ref, client.ImagePushOptions{RegistryAuth: token})
	if err != nil {
		return "", pushError(ref, err)
	}
	defer res.Close()
	var dgst string
	for msg, err := range res.JSONMessages(ctx) {
		if err != nil {
			return "", pushError(ref, err)
		}
		if msg.Error != nil {
			return "", pushError(ref, fmt.Errorf("%s", msg.Error.Message))
		}
		if msg.Aux != nil {
			var aux struct{ Digest string }
			if json.Unmarshal(*msg.Aux, &aux) == nil && aux.Digest != "" {
				dgst = aux.Digest
			}
		}
	}
	if dgst == "" {
		return "", pushError(ref, fmt.Errorf("the engine reported no digest for the pushed image"))
	}
	return dgst, nil
}

func pushError(ref string, err error) error {
	return errdefs.Wrap(errdefs.Build, err, fmt.Sprintf("pushing %s: %v", ref, err),
		"check the registry is reachable and that you are logged in to it (docker login); the image is in the engine, the registry may hold none of it")
}
