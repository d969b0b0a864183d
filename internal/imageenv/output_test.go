package imageenv

import "testing"

func TestOutputDirOf(t *testing.T) {
	for _, tc := range []struct {
		env  []string
		want string
	}{
		{nil, DefaultOutputDir},
		{[]string{"SPKIT_OUTPUT_DIR="}, DefaultOutputDir},
		{[]string{"SPKIT_OUTPUT_DIR=/work/ckpt"}, "/work/ckpt"},
		{[]string{"SPKIT_OUTPUT_DIR=/a", "PATH=/bin", "SPKIT_OUTPUT_DIR=/b"}, "/b"},
		{[]string{"SPKIT_OUTPUT_DIRX=/a"}, DefaultOutputDir},
	} {
		if got := OutputDirOf(Getenv(tc.env)); got != tc.want {
			t.Errorf("OutputDirOf(%q) = %q, want %q", tc.env, got, tc.want)
		}
	}
}
