package trainconfig

import "testing"

func TestHas(t *testing.T) {
	cfg := []byte("batch_size: 8\noptimizer:\n  lr: 1e-4\nmax_train_steps: 100\n")
	for key, want := range map[string]bool{"batch_size": true, "optimizer.lr": true, "optimizer.beta": false, "lr": false, "batch_size.x": false} {
		if got := Has(cfg, key); got != want {
			t.Errorf("Has(%q) = %v", key, got)
		}
	}
	if got := FirstKey(cfg, "max_steps", "max_train_steps"); got != "max_train_steps" {
		t.Errorf("FirstKey = %q", got)
	}
	if Has([]byte("- a\n"), "a") || Has([]byte(": :"), "a") {
		t.Error("a non-mapping config has keys")
	}
}
