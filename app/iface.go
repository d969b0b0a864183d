package app

import (
	"errors"
	"fmt"
	"net"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ifaceAddr is the IPv4 address of this machine's interface name: with
// --iface the ranks use host networking and rank 0's address on that
// interface is the rendezvous. Only a local engine's machine can be read.
func ifaceAddr(name string, local bool) (string, error) {
	if !local {
		return "", errdefs.New(errdefs.Environment, "--iface needs the engine on this machine (spkit reads the interface's address here)",
			"run spkit up on the engine's machine (the Swarm manager), or write the stack with spkit compose --nodes N --iface "+name+" --master-addr ADDR")
	}
	ifc, err := net.InterfaceByName(name)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("network interface %q does not exist on this machine", name),
			"name one `ip -br addr` lists (on DGX Spark the ConnectX-7 port, e.g. enp1s0f0np0)")
	}
	addrs, err := ifc.Addrs()
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, "cannot read the addresses of "+name, "check `ip -br addr show "+name+"`")
	}
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok && ipn.IP.To4() != nil {
			return ipn.IP.String(), nil
		}
	}
	return "", errdefs.Wrap(errdefs.Environment, errors.New("no IPv4 address"), fmt.Sprintf("network interface %q has no IPv4 address", name),
		"give it one (the nodes' link needs addresses on one subnet), or name another interface")
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
