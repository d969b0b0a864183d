package matrixgen

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
)

// maxRedirects is how many redirects one page may take (net/http's own
// default).
const maxRedirects = 10

// cgnat is the shared address space (RFC 6598), private in all but name.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// checkRedirect follows a redirect within the source's own host, or to a
// public one: a source (or a page it names) must not send spkit to a
// link-local metadata service, a private network or this machine (issue
// 41 item 10). The source itself may be anywhere: the user named it.
func checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= maxRedirects {
		return fmt.Errorf("stopped after %d redirects", maxRedirects)
	}
	if req.URL.Host == via[0].URL.Host {
		return nil
	}
	if err := checkPublic(req.Context(), req.URL.Hostname()); err != nil {
		return fmt.Errorf("refusing the redirect from %s to %s: %w", via[0].URL.Host, req.URL.Host, err)
	}
	return nil
}

// checkPublic refuses a host that is, or resolves to, a loopback, private,
// link-local, shared, multicast or unspecified address. (A name could
// resolve otherwise a moment later when the client dials; the sources are
// HTTPS pages, whose certificates a rebinding attacker does not hold.)
func checkPublic(ctx context.Context, host string) error {
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	} else {
		ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		if err != nil {
			return err
		}
		addrs = ips
	}
	if len(addrs) == 0 {
		return errors.New("no address")
	}
	for _, a := range addrs {
		a = a.Unmap()
		if a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
			a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() || cgnat.Contains(a) {
			return fmt.Errorf("%s is not a public address", a)
		}
	}
	return nil
}
