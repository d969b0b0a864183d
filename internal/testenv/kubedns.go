package testenv

import (
	"encoding/json"
	"net"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/dns/dnsmessage"
)

// clusterDNS stands in for CoreDNS: the names Kubernetes' DNS
// specification gives pods and headless services, from the API server's
// pods (polled every half second with kubectl), answered over UDP:
//
//	HOSTNAME.SUBDOMAIN.NAMESPACE.svc.cluster.local  the pod's IP (a pod with
//	                                                 spec.hostname and spec.subdomain)
//	SUBDOMAIN.NAMESPACE.svc.cluster.local            every such pod's IP
//
// Anything else is NXDOMAIN. There is no image registry here for CoreDNS;
// the records are the ones an Indexed Job's pods rely on (JOB-0.SERVICE).
type clusterDNS struct {
	mu      sync.Mutex
	records map[string][]netip.Addr
	// uids are every pod UID seen: their containers are removed at the
	// end (a pod the Job controller deleted leaves its containers behind
	// once the kubelet has stopped).
	uids map[string]bool
}

// startClusterDNS serves on addr (IP:53 where the pods reach it) until the
// end of the test.
func startClusterDNS(t testing.TB, k *Kube, addr string) *clusterDNS {
	t.Helper()
	conn, err := net.ListenPacket("udp", addr)
	if err != nil {
		t.Fatalf("testenv: cluster DNS on %s: %v", addr, err)
	}
	d := &clusterDNS{records: map[string][]netip.Addr{}, uids: map[string]bool{}}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); d.poll(k, stop) }()
	go func() { defer wg.Done(); d.serve(conn) }()
	t.Cleanup(func() { close(stop); conn.Close(); wg.Wait() })
	return d
}

// podUIDs are the UIDs of every pod seen so far.
func (d *clusterDNS) podUIDs() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]string, 0, len(d.uids))
	for uid := range d.uids {
		out = append(out, uid)
	}
	return out
}

func (d *clusterDNS) poll(k *Kube, stop <-chan struct{}) {
	for {
		if out, err := k.Kubectl("get", "pods", "-A", "-o", "json").Output(); err == nil {
			d.update(out)
		}
		select {
		case <-stop:
			return
		case <-time.After(500 * time.Millisecond):
		}
	}
}

func (d *clusterDNS) update(podsJSON []byte) {
	var list struct {
		Items []struct {
			Metadata struct{ Namespace, UID string } `json:"metadata"`
			Spec     struct{ Hostname, Subdomain string }
			Status   struct {
				PodIP string `json:"podIP"`
			} `json:"status"`
		} `json:"items"`
	}
	if json.Unmarshal(podsJSON, &list) != nil {
		return
	}
	records := map[string][]netip.Addr{}
	d.mu.Lock()
	for _, p := range list.Items {
		d.uids[p.Metadata.UID] = true
	}
	d.mu.Unlock()
	for _, p := range list.Items {
		ip, err := netip.ParseAddr(p.Status.PodIP)
		if err != nil || p.Spec.Hostname == "" || p.Spec.Subdomain == "" {
			continue
		}
		svc := p.Spec.Subdomain + "." + p.Metadata.Namespace + ".svc.cluster.local."
		records[p.Spec.Hostname+"."+svc] = []netip.Addr{ip}
		records[svc] = append(records[svc], ip)
	}
	d.mu.Lock()
	d.records = records
	d.mu.Unlock()
}

func (d *clusterDNS) serve(conn net.PacketConn) {
	buf := make([]byte, 1500)
	for {
		n, from, err := conn.ReadFrom(buf)
		if err != nil {
			return
		}
		if out, ok := d.answer(buf[:n]); ok {
			_, _ = conn.WriteTo(out, from)
		}
	}
}

// answer builds the reply to one query: A records for a known name, no
// records (NOERROR) for its other types, NXDOMAIN for other names.
func (d *clusterDNS) answer(query []byte) ([]byte, bool) {
	var p dnsmessage.Parser
	h, err := p.Start(query)
	if err != nil {
		return nil, false
	}
	q, err := p.Question()
	if err != nil {
		return nil, false
	}
	name := strings.ToLower(q.Name.String())
	d.mu.Lock()
	ips, known := d.records[name]
	d.mu.Unlock()
	rh := dnsmessage.Header{ID: h.ID, Response: true, Authoritative: true, RecursionDesired: h.RecursionDesired}
	if !known {
		rh.RCode = dnsmessage.RCodeNameError
	}
	b := dnsmessage.NewBuilder(nil, rh)
	b.EnableCompression()
	if b.StartQuestions() != nil || b.Question(q) != nil || b.StartAnswers() != nil {
		return nil, false
	}
	if q.Type == dnsmessage.TypeA {
		for _, ip := range ips {
			rr := dnsmessage.ResourceHeader{Name: q.Name, Type: dnsmessage.TypeA, Class: dnsmessage.ClassINET, TTL: 5}
			if b.AResource(rr, dnsmessage.AResource{A: ip.As4()}) != nil {
				return nil, false
			}
		}
	}
	out, err := b.Finish()
	return out, err == nil
}
