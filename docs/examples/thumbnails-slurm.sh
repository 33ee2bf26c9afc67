#!/bin/bash
# rrender thumbnails as a Slurm job array: 16 tasks, each making the thumbnails of its shard.
# Slurm sets SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT (and SLURM_ARRAY_TASK_MIN), from
# which rrender takes its shard, so `--shard` is not needed. The library and the output folder
# are on a shared file system.
#
#   sbatch docs/examples/thumbnails-slurm.sh
#   # when every task is done, the merged manifest (docs/Batch.md):
#   jq -cs 'sort_by(.path)[]' manifests/shard-*.jsonl > manifest.jsonl
#SBATCH --job-name=rrender-thumbnails
#SBATCH --array=0-15%8
#SBATCH --cpus-per-task=2
#SBATCH --mem=512M
#SBATCH --time=04:00:00
#SBATCH --output=logs/thumbnails-%A_%a.log
set -u
mkdir -p manifests
rrender thumbnails /shared/library -o /shared/thumbs/ --size 256 --jobs "${SLURM_CPUS_PER_TASK:-1}" -v \
  --manifest "manifests/shard-${SLURM_ARRAY_TASK_ID}.jsonl"
status=$?
# 1: some books failed (listed in the manifest and the log); the task itself did its work.
[ "$status" -eq 1 ] && exit 0
exit "$status"
