#!/usr/bin/env bash
# The README's Slurm recipe, run for real: a one-node cluster on this machine (munged, slurmctld
# and slurmd on loopback, a generated slurm.conf in a temporary folder), the recipe taken from
# README.md and submitted as written, one array task stopped mid-way by SIGTERM (it requeues
# itself) and another requeued while it runs (as preemption does), then the README's merge.
# docs/cluster.md's copy of the recipe must be the README's, word for word.
# Passes when every task completed and the merged report and shard equal one sweep over the
# same seeds. Installs Debian's slurm-wlm and munge when they are missing (as root).
#
#   CAISSON_EXE=build/release/caisson bash tests/cluster/run.sh
#
# CLUSTER_KEEP=1 keeps the temporary folder (logs, shards) for a look afterwards.
# The size is small so it runs in about a minute on two cores: TASKS tasks of PER_TASK battles
# of the recipe's default battle, one core each.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
caisson="$(realpath "${CAISSON_EXE:-$root/build/release/caisson}")"
TASKS=${TASKS:-4}
PER_TASK=${PER_TASK:-1500}
TOTAL=$((TASKS * PER_TASK))
started=$SECONDS

say() { echo "cluster: $*"; }
fail() {
  echo "cluster: FAILED: $*" >&2
  for log in "$work"/slurmctld.log "$work"/slurmd.log "$work"/run/slurm-*.out; do
    [ -f "$log" ] && { echo "--- $log" >&2; tail -n 25 "$log" >&2; }
  done
  exit 1
}

install_slurm() {
  command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v munged >/dev/null && return
  [ "$(id -u)" -eq 0 ] || { echo "cluster: slurm-wlm and munge are missing: apt-get install slurm-wlm munge" >&2; exit 1; }
  say "installing slurm-wlm and munge"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
}

# The text of the fenced block after the marker line `<!-- NAME ...-->` of a page.
page_block() {
  awk -v marker="<!-- $2" '
    index($0, marker) == 1 { found = 1; next }
    found && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$root/$1"
}

# munged on its own socket, with a key of its own: nothing of the machine's munge is touched.
start_munge() {
  mkdir -p "$work/munge-key" "$work/munge"
  chmod 700 "$work/munge-key"
  chmod 755 "$work" "$work/munge"  # munged insists that everyone may reach its socket
  dd if=/dev/urandom of="$work/munge-key/munge.key" bs=128 count=1 status=none
  chmod 600 "$work/munge-key/munge.key"
  munged --socket="$work/munge/munge.socket" --key-file="$work/munge-key/munge.key" \
    --pid-file="$work/munge/munged.pid" --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed"
}

# One node, this machine, on loopback. No cgroups, no accounting: proctrack/linuxproc and
# task/none run in a container as well as on a host. cred_expire=5: a requeued task may start
# again 5 s after it stopped, not Slurm's default 120.
write_slurm_conf() {
  local host port
  host="$(hostname -s)"
  port=$((17000 + RANDOM % 4000 * 2))
  cat >"$work/slurm.conf" <<EOF
ClusterName=caisson-test
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/munge.socket,cred_expire=5
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

start_slurm() {
  mkdir -p "$work/state" "$work/spool"
  export SLURM_CONF="$work/slurm.conf"
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF"
  for _ in $(seq 1 60); do
    sinfo -h -o %T 2>/dev/null | grep -q idle && return
    sleep 0.5
  done
  fail "the node did not come up"
}

stop_all() {
  if [ -n "${SLURM_CONF:-}" ]; then scancel --quiet --user=root 2>/dev/null || true; fi
  for pid_file in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munge/munged.pid"; do
    [ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null || true
  done
  sleep 0.5
  if [ -n "${CLUSTER_KEEP:-}" ]; then say "kept $work"; else rm -rf "$work"; fi
}

# The state of one array task, as squeue tells it ("" once it has left the queue).
task_state() { squeue -h -j "$1" -o %T 2>/dev/null | head -n 1; }

wait_until_running() {
  for _ in $(seq 1 120); do
    [ "$(task_state "$1")" = RUNNING ] && return
    sleep 0.5
  done
  fail "task $1 never started"
}

wait_for_job() {
  for _ in $(seq 1 480); do
    [ -z "$(squeue -h -j "$1" 2>/dev/null)" ] && return
    sleep 0.5
  done
  fail "job $1 did not finish in 4 minutes"
}

# Every task completed with exit code 0; `requeued` tasks ran twice and resumed a partial shard.
check_tasks() {
  local job=$1; shift
  local shown
  shown="$(scontrol show job "$job")"
  [ "$(grep -c 'JobState=COMPLETED' <<<"$shown")" -eq "$TASKS" ] || fail "not every task completed: $shown"
  [ "$(grep -c 'ExitCode=0:0' <<<"$shown")" -eq "$TASKS" ] || fail "a task failed: $shown"
  for task in "$@"; do
    local out="$work/run/slurm-${job}_${task}.out" line played
    line="$(grep -m1 '^resuming ' "$out")" || fail "task $task did not resume its shard"
    played="$(sed -E 's/.*: ([0-9]+) of ([0-9]+) battles played.*/\1/' <<<"$line")"
    [ "$played" -gt 0 ] && [ "$played" -lt "$PER_TASK" ] || fail "task $task was not stopped mid-way: $line"
    say "task $task: $line"
  done
}

work="$(mktemp -d /tmp/caisson-cluster.XXXXXX)"
trap stop_all EXIT
install_slurm
[ -x "$caisson" ] || fail "no caisson at $caisson (build it, or set CAISSON_EXE)"
page_block README.md slurm-recipe >"$work/sweep.sbatch"
page_block README.md slurm-merge >"$work/merge.sh"
grep -q '#SBATCH --array' "$work/sweep.sbatch" || fail "README.md has no Slurm recipe after its slurm-recipe marker"
grep -q -- '--seeds 0:100000' "$work/merge.sh" || fail "README.md's merge line no longer reads --seeds 0:100000"
page_block docs/cluster.md slurm-recipe | cmp -s - "$work/sweep.sbatch" || fail "docs/cluster.md's recipe is not the README's"
start_munge
write_slurm_conf
start_slurm
say "one-node cluster up in $((SECONDS - started)) s"

# The folder a user submits from: the battles, and the shards the tasks write.
mkdir -p "$work/run"
ln -s "$root/scripts" "$work/run/scripts"
ln -s "$root/events" "$work/run/events"
cd "$work/run"
export PATH="$(dirname "$caisson"):$PATH" PER_TASK
job=$(sbatch --parsable --array=0-$((TASKS - 1)) --cpus-per-task=1 "$work/sweep.sbatch")
say "submitted job $job: $TASKS tasks of $PER_TASK battles"

# Mid-way through the first two tasks: a SIGTERM to one (it saves its shard and requeues itself,
# as the recipe says) and a requeue of the other while it runs (Slurm stops it with SIGTERM, as
# preemption does). The signal goes to the task's step (.0, the srun running caisson): signalled
# as a job, a task that requeues itself at once leaves scancel "retrying" while it is in
# transition, and the retry stops its next run too (harmless, only slower).
wait_until_running "${job}_0"
wait_until_running "${job}_1"
sleep 2
# A task shows RUNNING a moment before its step exists (on a loaded machine, seconds): scancel
# refuses a step not yet there, so it is asked again until the step is up.
signalled=0
for _ in $(seq 1 60); do
  if scancel --signal=TERM "${job}_0.0" 2>/dev/null; then signalled=1; break; fi
  sleep 0.5
done
[ "$signalled" = 1 ] || fail "task ${job}_0's step never started"
scontrol requeue "${job}_1"
say "stopped task 0 (scancel --signal=TERM ${job}_0.0) and requeued task 1 (scontrol requeue ${job}_1)"
wait_for_job "$job"
check_tasks "$job" 0 1

sed "s/--seeds 0:100000/--seeds 0:$TOTAL/" "$work/merge.sh" >"$work/merge-here.sh"
bash "$work/merge-here.sh" >"$work/merged.txt" || fail "the merge failed"
merged_json="$(grep -o -- '-o [^ ]*' "$work/merge-here.sh" | cut -c4-)"
caisson sweep scripts/first_bull_run.lua --seeds "0:$TOTAL" --json "$work/one.json" >"$work/one.txt"
cmp -s "$work/merged.txt" "$work/one.txt" || fail "the merged report differs from one sweep's: $(diff "$work/merged.txt" "$work/one.txt" | head)"
cmp -s "$merged_json" "$work/one.json" || fail "the merged shard differs from one sweep's"
say "merged report of $TOTAL battles equals one sweep's"
say "passed in $((SECONDS - started)) s"
