#!/usr/bin/env bash
# Runs blind sets on the starter catalog, two at a time, and compares each set's score with its baseline:
#   bash apps/api/eval/blind/gate/gate.sh tuned      every tuned set; prints the failing case ids of each
#   bash apps/api/eval/blind/gate/gate.sh held-out   the held-out sets (decision 031); prints scores only, never ids
# Exits 1 when a set scores below its baseline. Results (JSON and logs) go to $GATE_OUT (default a temp folder).
# A baseline file holds "set passed" lines: raise a line when a round lands, never lower one to let a change pass.
set -euo pipefail
kind="${1:?usage: gate.sh tuned|held-out}"
here="$(cd "$(dirname "$0")" && pwd)"
baselines="$here/$kind.baselines"
[ -f "$baselines" ] || { echo "no $baselines"; exit 2; }
cd "$here/../../../../.."
out="${GATE_OUT:-$(mktemp -d)}"
mkdir -p "$out"
run_set() {
  npx tsx apps/api/eval/blind/blind.cli.ts --set "$1" --catalog starter --json "$out/$1.json" >"$out/$1.log" 2>&1 || true
}
mapfile -t sets < <(awk 'NF == 2 { print $1 }' "$baselines")
for ((index = 0; index < ${#sets[@]}; index += 2)); do
  run_set "${sets[index]}" &
  if ((index + 1 < ${#sets[@]})); then run_set "${sets[index + 1]}"; fi
  wait
done
show_ids=$([ "$kind" = held-out ] && echo no || echo yes)
below=0
while read -r set baseline; do
  node -e '
    const fs = require("node:fs");
    const [file, set, baseline, showIds] = process.argv.slice(1);
    if (!fs.existsSync(file)) { console.log(`${set.padEnd(9)} NO RESULT (see its log)`); process.exit(1); }
    const { passed, total, results } = JSON.parse(fs.readFileSync(file, "utf8")).catalogs.starter;
    const verdict = passed < +baseline ? "BELOW" : passed > +baseline ? "UP" : "=";
    const ids = showIds === "yes" ? results.filter((r) => !r.pass).map((r) => r.id).join(",") : "";
    console.log(`${set.padEnd(9)} ${passed}/${total}  baseline ${baseline}  ${verdict}  ${ids}`);
    process.exit(passed < +baseline ? 1 : 0);
  ' "$out/$set.json" "$set" "$baseline" "$show_ids" || below=1
done <"$baselines"
echo "results in $out"
exit "$below"
