package trainconfig

import "testing"

func TestHas(t *testing.T) {
	cfg := []byte("batch_size: 8\noptimizer:\n  lr: 1e-4\nmax_train_steps: 100\n")
	for key, want := range map[string]bool{"batch_size": true, "optimizer.lr": true, "optimizer.beta": false, "lr": false, "batch_size.x": false} {
		if got := Has(cfg, key); got != want {
			t.Errorf("Has(%q) = %v", key, got)
		}
	}
	if k, v, ok := FirstScalar(cfg, "max_steps", "max_train_steps", "batch_size"); k != "max_train_steps" || v != "100" || !ok {
		t.Errorf("FirstScalar = %q %q %v, want the first key set, max_train_steps: 100", k, v, ok)
	}
	if k, _, ok := FirstScalar(cfg, "nope", "optimizer"); k != "optimizer" || ok {
		t.Errorf("FirstScalar on a mapping = %q ok=%v, want optimizer, not a scalar", k, ok)
	}
	if k, _, _ := FirstScalar(cfg, "nope"); k != "" {
		t.Errorf("FirstScalar of unset keys = %q", k)
	}
	if Has([]byte("- a\n"), "a") || Has([]byte(": :"), "a") {
		t.Error("a non-mapping config has keys")
	}
}
