#!/usr/bin/env bash
# A throwaway one-node Ceph on loopback: a monitor, one OSD on memstore (RAM, CEPH_MEM_BYTES, 2 GiB by default)
# and radosgw, the S3 API, on a free port; an S3 user ci-access/ci-secret. For tests, CI and trying scale-out,
# never for real data. Installs Debian's ceph-mon, ceph-osd and radosgw when missing. Ready in ~3 s.
# Prints `export ...` lines (the AWS SDK's standard AWS_ENDPOINT_URL_S3 and credentials):
#   eval "$(scripts/services/ceph-up.sh)"; ... ; scripts/services/ceph-down.sh "$CEPH_BASE"
# Pitfalls met while writing this script: radosgw needs a monitor and an OSD (no dbstore
# in Debian 12's Ceph 16); with auth off every ms_*_mode must be crc or radosgw hangs; monmaptool needs --addv
# with v2; rgw pools created up front, paxos_propose_interval=0.05 and beast tcp_nodelay=1 for speed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
"$here/ensure-packages.sh" radosgw=radosgw ceph-osd=ceph-osd ceph-mon=ceph-mon uuidgen=uuid-runtime curl=curl >&2
B=${CEPH_BASE:-$(mktemp -d "${TMPDIR:-/tmp}/sitepub-ceph.XXXXXX")}
S3_PORT=${S3_PORT:-$("$here/free-port.sh")}
MON_PORT=${MON_PORT:-$("$here/free-port.sh")}
mkdir -p "$B"/{mon.a,osd.0,run,log}; cd "$B"
FSID=$(uuidgen)
cat > ceph.conf <<CONF
[global]
fsid = $FSID
mon_host = [v2:127.0.0.1:$MON_PORT]
ms_client_mode = crc
ms_mon_client_mode = crc
ms_service_mode = crc
ms_mon_service_mode = crc
ms_cluster_mode = crc
ms_mon_cluster_mode = crc
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_max_pg_per_osd = 1000
mon_warn_on_pool_no_redundancy = false
mon_data_avail_warn = 1
mon_data_avail_crit = 0
paxos_propose_interval = 0.05
paxos_min_wait = 0.01
osd_objectstore = memstore
memstore_device_bytes = ${CEPH_MEM_BYTES:-2147483648}
osd_memory_target = 939524096
osd_data = $B/osd.\$id
mon_data = $B/mon.\$id
run_dir = $B/run
admin_socket = $B/run/\$name.asok
log_file = $B/log/\$name.log
pid_file = $B/run/\$name.pid
keyring = $B/keyring
osd_crush_chooseleaf_type = 0
erasure_code_dir = /usr/lib/x86_64-linux-gnu/ceph/erasure-code
plugin_dir = /usr/lib/x86_64-linux-gnu/ceph
[client.rgw.a]
rgw_frontends = beast endpoint=127.0.0.1:$S3_PORT tcp_nodelay=1
rgw_data = $B/rgw
rgw_dns_name = 127.0.0.1
CONF
touch keyring
C="-c $B/ceph.conf"
monmaptool --create --addv a "[v2:127.0.0.1:$MON_PORT]" --fsid $FSID "$B/monmap" >/dev/null
ceph-mon $C --mkfs -i a --monmap "$B/monmap" >/dev/null
ceph-mon $C -i a 2>>"$B/log/start.err"
timeout 60 ceph $C osd create >/dev/null          # -> id 0
ceph-osd $C -i 0 --mkfs >/dev/null 2>&1
timeout 60 ceph $C osd crush add osd.0 1 root=default host=localhost >/dev/null 2>&1
ceph-osd $C -i 0 2>>"$B/log/start.err"
# pre-create RGW pools (else first bucket / first multipart each stall ~2 s); one CLI process, commands on stdin
for p in .rgw.root default.rgw.control default.rgw.meta default.rgw.log default.rgw.buckets.index default.rgw.buckets.data default.rgw.buckets.non-ec; do
  echo "osd pool create $p 8"; echo "osd pool application enable $p rgw"
done | timeout 60 ceph $C >/dev/null 2>&1
mkdir -p "$B/rgw"
radosgw $C -n client.rgw.a -f >"$B/log/rgw.out" 2>&1 &
echo $! > "$B/run/rgw.pid"
for _ in $(seq 1 900); do curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" && break; sleep 0.1; done
curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" || { echo "ceph-up: radosgw did not answer on $S3_PORT (log: $B/log)" >&2; exit 1; }
timeout 60 radosgw-admin $C user create --uid=ci --display-name=ci --access-key=ci-access --secret=ci-secret >/dev/null
echo "export CEPH_BASE=$B AWS_ENDPOINT_URL_S3=http://127.0.0.1:$S3_PORT AWS_ACCESS_KEY_ID=ci-access AWS_SECRET_ACCESS_KEY=ci-secret AWS_REGION=us-east-1"
