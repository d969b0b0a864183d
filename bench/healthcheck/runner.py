# Runs each command N times, interleaved, inside the container. Wall time is
# measured around the whole spawn (python's subprocess + GNU time + the
# command); peak RSS is GNU time's %M (the command's ru_maxrss, KiB).
import json, os, subprocess, sys, time

n, cmds = int(sys.argv[1]), json.loads(sys.argv[2])
res = {name: {"wall_s": [], "rss_kib": [], "exit": []} for name in cmds}
for _ in range(n):
    for name, argv in cmds.items():
        t = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", "/tmp/rss"] + argv,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        res[name]["wall_s"].append(time.perf_counter() - t)
        with open("/tmp/rss") as f:
            res[name]["rss_kib"].append(int(f.read().split()[-1]))
        res[name]["exit"].append(p.returncode)
print(json.dumps(res))
