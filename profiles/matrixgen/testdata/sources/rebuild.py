#!/usr/bin/env python3
"""Rebuilds the source pages matrixgen's tests read (this repository's
build machines have no network, so they were rebuilt, not recorded).

The tables below are what PyTorch's wheel indexes, Docker Hub's nvidia/cuda
tags and NVIDIA's driver table publish, as far as the author knows them
(Nov 2026); see README.md for what is left out. sha256 values are
placeholders (the sha256 of the file name), not the real digests.
`make matrix` with network access replaces these pages with recorded ones.
"""
import hashlib, json

PY39 = ["3.9", "3.10", "3.11", "3.12", "3.13"]
PY310 = ["3.10", "3.11", "3.12", "3.13", "3.14"]
X86, BOTH = ["x86_64"], ["x86_64", "aarch64"]

# line -> [(torch, platforms, pythons)]
TORCH = {
    "cu126": [("2.6.0", X86, PY39), ("2.7.0", X86, PY39), ("2.7.1", X86, PY39), ("2.8.0", X86, PY39),
              ("2.9.0", X86, PY310), ("2.9.1", X86, PY310), ("2.10.0", X86, PY310), ("2.11.0", X86, PY310)],
    "cu128": [("2.7.0", BOTH, PY39), ("2.7.1", BOTH, PY39), ("2.8.0", BOTH, PY39), ("2.9.0", BOTH, PY310),
              ("2.9.1", BOTH, PY310), ("2.10.0", BOTH, PY310), ("2.11.0", BOTH, PY310)],
    "cu129": [("2.8.0", BOTH, PY39), ("2.9.0", X86, PY310), ("2.9.1", X86, PY310)],
    "cu130": [("2.9.0", BOTH, PY310), ("2.9.1", BOTH, PY310), ("2.10.0", BOTH, PY310), ("2.11.0", BOTH, PY310)],
}

def vision(v):
    major, minor, patch = v.split(".")
    return "0.%d.%s" % (int(minor) + 15, patch)

def sha(name):
    return hashlib.sha256(name.encode()).hexdigest()

def index_page(line, pkg, releases, url):
    out = ["<!DOCTYPE html>",
           "<!-- Source: %s" % url,
           "     Rebuilt, not recorded (no network on the build machine): see README.md.",
           "     sha256 values are placeholders. -->",
           "<html>", "  <body>", "    <h1>Links for %s</h1>" % pkg]
    for v, plats, pys in releases:
        pv = {"torch": v, "torchvision": vision(v), "torchaudio": v}[pkg]
        for py in pys:
            cp = "cp" + py.replace(".", "")
            tags = [(cp, p) for p in plats]
            if py == pys[-1] and pkg == "torch":
                tags.append((cp + "t", "x86_64"))  # free-threaded: matrixgen skips it
            for abi, p in tags:
                name = "%s-%s+%s-%s-%s-manylinux_2_28_%s.whl" % (pkg, pv, line, cp, abi, p)
                href = "/whl/%s/%s#sha256=%s" % (line, name.replace("+", "%2B"), sha(name))
                out.append('    <a href="%s" data-dist-info-metadata="sha256=%s">%s</a><br/>'
                           % (href, sha(name + ".metadata"), name))
            if pkg == "torch":
                name = "%s-%s+%s-%s-%s-win_amd64.whl" % (pkg, pv, line, cp, cp)
                out.append('    <a href="/whl/%s/%s#sha256=%s">%s</a><br/>' % (line, name.replace("+", "%2B"), sha(name), name))
    out += ["  </body>", "</html>", "<!--TIMESTAMP 1763856000-->", ""]
    return "\n".join(out)

# CUDA minor -> [(image version, complete set?)]
IMAGES = {
    "12.6": [("12.6.2", True), ("12.6.3", True)],
    "12.8": [("12.8.0", True), ("12.8.1", True)],
    "12.9": [("12.9.0", True), ("12.9.1", True)],
    "13.0": [("13.0.0", True), ("13.0.1", True), ("13.0.2", True)],
    "13.1": [("13.1.0", True)],
}
VARIANTS = ["base", "runtime", "devel", "cudnn-runtime", "cudnn-devel"]
OSES = ["ubuntu24.04", "ubuntu22.04"]

def tag(name, archs=("amd64", "arm64")):
    return {"name": name, "tag_status": "active", "content_type": "image",
            "media_type": "application/vnd.oci.image.index.v1+json", "digest": "sha256:" + sha(name),
            "images": [{"architecture": a, "os": "linux", "digest": "sha256:" + sha(name + a), "status": "active"} for a in archs]}

def hub_pages(minor, url):
    tags = []
    for v, _ in reversed(IMAGES[minor]):
        for o in OSES:
            for var in VARIANTS:
                tags.append(tag("%s-%s-%s" % (v, var, o)))
        tags.append(tag("%s-base-rockylinux9" % v))
    if minor == "12.6":
        tags.append(tag("12.6.3-devel-ubuntu20.04", ("amd64",)))
    pages = [tags] if len(tags) <= 20 else [tags[:20], tags[20:]]
    out = []
    for i, p in enumerate(pages):
        nxt = None
        if i + 1 < len(pages):
            nxt = "https://hub.docker.com/v2/repositories/nvidia/cuda/tags?name=%s.&page=%d&page_size=100" % (minor, i + 2)
        out.append({"_fixture": "Source: %s. Rebuilt, not recorded (no network on the build machine): see README.md; digests are placeholders." % url,
                    "count": len(tags), "next": nxt, "previous": None, "results": p})
    return out

DRIVERS = [("13.1 GA", "590.44.01"), ("13.0 Update 2", "580.95.05"), ("13.0 Update 1", "580.82.07"),
           ("13.0 GA", "580.65.06"), ("12.9 Update 1", "575.57.08"), ("12.9 GA", "575.51.03"),
           ("12.8 Update 1", "570.124.06"), ("12.8 GA", "570.26"), ("12.6 Update 3", "560.35.05"),
           ("12.6 Update 2", "560.35.03"), ("12.6 Update 1", "560.35.03"), ("12.6 GA", "560.28.03"),
           ("12.5 Update 1", "555.42.06"), ("12.5 GA", "555.42.02")]

def drivers_page(url):
    rows = ['<tr class="row-%s"><td><p>CUDA %s</p></td><td><p>&gt;=%s</p></td><td><p>(not rebuilt)</p></td></tr>'
            % ("odd" if i % 2 else "even", r, d) for i, (r, d) in enumerate(DRIVERS)]
    return "\n".join([
        "<!DOCTYPE html>",
        "<!-- Source: %s" % url,
        "     Rebuilt, not recorded (no network on the build machine): only table 3 is kept;",
        "     the Windows column was not rebuilt. See README.md. -->",
        '<html><body><section id="cuda-toolkit-major-component-versions">',
        '<table class="table-no-stripes docutils align-default" id="id5">',
        '<caption><span class="caption-number">Table 3 </span><span class="caption-text">CUDA Toolkit and Corresponding Driver Versions</span></caption>',
        '<thead><tr class="row-odd"><th class="head"><p>CUDA Toolkit</p></th><th class="head"><p>Toolkit Driver Version</p></th></tr>',
        '<tr class="row-even"><th class="head"></th><th class="head"><p>Linux x86_64 Driver Version</p></th><th class="head"><p>Windows x86_64 Driver Version</p></th></tr></thead>',
        "<tbody>"] + rows + ["</tbody></table></section></body></html>", ""])

def main():
    manifest = ["# URL file (rebuilt pages: see README.md)"]
    durl = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html"
    open("drivers.html", "w").write(drivers_page(durl))
    manifest.append("%s drivers.html" % durl)
    for line, rel in TORCH.items():
        for pkg in ["torch", "torchvision", "torchaudio"]:
            url = "https://download.pytorch.org/whl/%s/%s/" % (line, pkg)
            f = "%s-%s.html" % (line, pkg)
            open(f, "w").write(index_page(line, pkg, rel, url))
            manifest.append("%s %s" % (url, f))
    for minor in IMAGES:
        base = "https://hub.docker.com/v2/repositories/nvidia/cuda/tags"
        for i, page in enumerate(hub_pages(minor, base)):
            url = "%s?name=%s.&page=%d&page_size=100" % (base, minor, i + 1)
            f = "tags-%s-%d.json" % (minor, i + 1)
            open(f, "w").write(json.dumps(page, indent=1) + "\n")
            manifest.append("%s %s" % (url, f))
    open("pages.txt", "w").write("\n".join(manifest) + "\n")

main()
