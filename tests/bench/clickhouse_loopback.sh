#!/usr/bin/env bash
# Starts one clickhouse-server on 127.0.0.1 for the catalogue bench, configured as the catalogue
# tests' servers are (tests/catalogue/clickhouse_cluster.h): its config, data and logs in DIR,
# HTTP on PORT (default 18123), native TCP on PORT+1, interserver HTTP on PORT+2. Prints the
# server's PID and the URL to give the bench; stop it with `kill PID`.
# Usage: tests/bench/clickhouse_loopback.sh DIR [PORT]
set -euo pipefail
dir=${1:?usage: clickhouse_loopback.sh DIR [PORT]}
http=${2:-18123}
tcp=$((http + 1))
inter=$((http + 2))
server=$(command -v clickhouse-server || true)
[ -n "$server" ] || { echo "clickhouse-server is not installed" >&2; exit 1; }
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
cat > "$dir/config.xml" <<XML
<yandex>
  <logger><level>warning</level><log>$dir/server.log</log><errorlog>$dir/error.log</errorlog><console>0</console></logger>
  <http_port>$http</http_port>
  <tcp_port>$tcp</tcp_port>
  <interserver_http_port>$inter</interserver_http_port>
  <listen_host>127.0.0.1</listen_host>
  <listen_try>0</listen_try>
  <path>$dir/data/</path>
  <tmp_path>$dir/tmp/</tmp_path>
  <user_files_path>$dir/user_files/</user_files_path>
  <format_schema_path>$dir/format_schemas/</format_schema_path>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>104857600</mark_cache_size>
</yandex>
XML
cat > "$dir/users.xml" <<XML
<yandex>
  <profiles><default></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default></default></quotas>
</yandex>
XML
"$server" --config-file="$dir/config.xml" > "$dir/stdout.log" 2>&1 &
pid=$!
for _ in $(seq 600); do
  if curl -sf "http://127.0.0.1:$http/" --data-binary 'SELECT 1' > /dev/null 2>&1; then
    echo "pid $pid url clickhouse://127.0.0.1:$http/archive"
    exit 0
  fi
  kill -0 "$pid" 2> /dev/null || { cat "$dir/error.log" >&2; exit 1; }
  sleep 0.1
done
echo "clickhouse-server did not answer on 127.0.0.1:$http within 60 s" >&2
exit 1
