#!/usr/bin/env bash
# CPU-seconds of each test file, its servers and browsers included: `bash scripts/test-cpu/test-cpu.sh e2e [files]`.
# Runs the project one file at a time in a cgroup of its own (cgroup v1 cpuacct, as root), so the cgroup's CPU
# between a file's start and end is that file's alone; prints the files by CPU, most first, and the project's total
# (its global setup, such as the e2e server pool, included). Slow (no files side by side) but not fooled by a busy
# machine the way wall time is: see docs/testing.md, "How long it takes".
set -euo pipefail
cd "$(dirname "$0")/../.."
project="${1:?usage: test-cpu.sh <project> [files...]}"
shift
cgroup="/sys/fs/cgroup/cpuacct/marquee-test-cpu-$$"
mkdir "$cgroup"
echo $$ >"$cgroup/cgroup.procs"
output=$(mktemp)
started=$(cat "$cgroup/cpuacct.usage")
TEST_CPU_CGROUP="$cgroup" TEST_CPU_OUTPUT="$output" TEST_WORKERS=1 \
  node scripts/test.mjs --project "$project" --reporter=default \
  --reporter=./scripts/test-cpu/file-cpu-reporter.mjs "$@" >"$output.log" 2>&1 || echo "(some tests failed: $output.log)"
printf 'CPU-s\twall s\tfile\n'
sort -rn "$output" | sed "s|$PWD/||"
printf '%s\t\ttotal of the project\n' "$(( ($(cat "$cgroup/cpuacct.usage") - started) / 1000000000 ))"
