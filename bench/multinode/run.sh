#!/bin/sh
# All-reduce throughput of two ranks in two containers on one engine, over
# a bridge network (what spkit up --nodes 2 builds on an engine not in a
# swarm). IMAGE needs torch with gloo; spkit-test/torch-ddp:bookworm-1 is
# Debian's CPU torch 1.13 with its torchrun fixed for Python 3.11 (see
# cmd/cli/nodes_integration_test.go).
set -eu
IMAGE="${IMAGE:-spkit-test/torch-ddp:bookworm-1}"
NET="spkit-bench-$$"
DIR="$(cd "$(dirname "$0")" && pwd)"
docker network create "$NET" >/dev/null
trap 'docker rm -f bench-$$-0 bench-$$-1 >/dev/null 2>&1; docker network rm "$NET" >/dev/null' EXIT
for r in 1 0; do
  docker run -d --name "bench-$$-$r" --hostname "rank$r" --network "$NET" --network-alias "rank$r" \
    -v "$DIR:/bench:ro" -e PET_NODE_RANK=$r "$IMAGE" \
    python3 -m torch.distributed.run --nnodes=2 --nproc_per_node=1 --master_addr=rank0 --master_port=29400 \
    --max_restarts=0 /bench/allreduce.py "${MIB:-64}" "${ITERS:-10}" >/dev/null
done
docker wait "bench-$$-0" "bench-$$-1" >/dev/null
docker logs "bench-$$-0" 2>&1 | grep all_reduce
