#!/bin/sh
# The learned ink decision's training runs (docs/CLEANER.md, "The learned decisions"; docs/QUALITY.md,
# "Tried and dropped"; the old section "A learned ink decision for the documents, with held-out
# folds": git show 1531521~1:docs/QUALITY.md): for one
# seed, the five held-out folds of the development documents and the net on every document, in
# parallel on one accelerator (or CPU). Each run writes its weights, its validation counts, its
# first record's logits and its log into OUT.
#   sh scripts/learned/train-ink.sh DATA_DIR OUT SEED [STEPS]
# DATA_DIR holds export-ink.ts's ink-real.bin.gz (--real) and ink-synth.bin.gz (--seeds 9101,9102,9103).
set -e
data=$1
out=$2
seed=$3
steps=${4:-4000}
mkdir -p "$out"
for fold in 0 1 2 3 4 -1; do
  name=ink-s$seed-f$fold
  [ "$fold" = -1 ] && name=ink-s$seed-all
  python3 scripts/learned/train.py --data "$data/ink-synth.bin.gz" --real "$data/ink-real.bin.gz" \
    --fold "$fold" --seed "$seed" --steps "$steps" --name "$name" --out "$out" >"$out/$name.log" 2>&1 &
done
wait
