package engine

import "testing"

func TestIsLocal(t *testing.T) {
	for host, want := range map[string]bool{
		"": true, "unix:///var/run/docker.sock": true, "npipe:////./pipe/docker_engine": true,
		"tcp://10.0.0.2:2376": false, "ssh://user@spark": false,
	} {
		if got := IsLocal(host); got != want {
			t.Errorf("IsLocal(%q) = %v, want %v", host, got, want)
		}
	}
}
