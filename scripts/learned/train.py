#!/usr/bin/env python3
"""The learned blur decision (issue 23 item 7): a plain dilated conv stack that decides, on a
capture the rules call blurry, which pixels of the rules' mask before the cut are ink.

Inputs per pixel: the darkness of the normalised image ((255 - v) / 255), the mask before the cut,
and the rules' cut (stroke-blur.ts) — the cut carries what the rules read from the whole picture
(the darkest profile, the median width), which no 33 px window sees. Output: a logit; ink where
it is > 0 inside the mask before the cut. Trained on scripts/learned/export-data.ts's records,
reproducibly (fixed seeds, fixed steps). Writes weights as JSON (float32 values) and a log.

  python3 train.py --data blur-data.bin.gz --out DIR [--steps N] [--inputs 3|2] [--check]

The learned ink decision (src/core/clean/enhanced/learned/ink-net.ts) trains the same net on
scripts/learned/export-ink.ts's records: the final mask, its ink as dark as the ink's median and
the truth. Its real documents are split into folds: `--fold k` holds out every `--folds`-th
document from k and reports on them alone, so each document is scored by a net that never saw it.

  python3 train.py --data ink-synth.bin.gz --real ink-real.bin.gz --fold K --name ink-fK --out DIR
"""
import argparse
import gzip
import json
import os
import struct
import time

import numpy as np

CH = 12
DILATIONS = [1, 2, 4, 8]
PATCH = 96
BORDER = 1 + sum(DILATIONS)  # receptive radius: the loss is read only this far inside a patch


def load(path):
    raw = gzip.open(path, "rb").read()
    records, at = [], 0
    while at < len(raw):
        w, h = struct.unpack_from("<HH", raw, at)
        n = w * h
        norm = np.frombuffer(raw, np.uint8, n, at + 4).reshape(h, w)
        flags = np.frombuffer(raw, np.uint8, n, at + 4 + n).reshape(h, w)
        records.append((norm, flags))
        at += 4 + 2 * n
    return records


def planes(norm, flags, inputs):
    """(inputs + 2, h, w) float32: the inputs, the truth, the mask before the cut (the loss's support)."""
    d = (255.0 - norm.astype(np.float32)) / 255.0
    before = (flags & 1).astype(np.float32)
    cut = ((flags >> 1) & 1).astype(np.float32)
    gt = ((flags >> 2) & 1).astype(np.float32)
    xs = [d, before, cut][:inputs]
    return np.stack(xs + [gt, before])


def patches(records, count, rng, inputs):
    """`count` patches PATCH × PATCH, each centred on a random pixel of the mask before the cut."""
    out = np.zeros((count, inputs + 2, PATCH, PATCH), np.float32)
    sizes = np.array([int((f & 1).sum()) for _, f in records], np.float64)
    pick = rng.choice(len(records), size=count, p=sizes / sizes.sum())
    half = PATCH // 2
    for r in np.unique(pick):
        norm, flags = records[r]
        p = np.pad(planes(norm, flags, inputs), ((0, 0), (half, half), (half, half)))
        ys, xs = np.nonzero(flags & 1)
        where = np.nonzero(pick == r)[0]
        k = rng.integers(0, len(ys), size=len(where))
        for j, i in zip(where, k):
            y, x = ys[i], xs[i]
            out[j] = p[:, y : y + PATCH, x : x + PATCH]
    return out


def counts(pred, gt):
    """[true, false, missed] ink pixels."""
    return [int((pred & gt).sum()), int((pred & ~gt).sum()), int((~pred & gt).sum())]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="blur-data.bin.gz")
    ap.add_argument("--out", default="out")
    ap.add_argument("--steps", type=int, default=6000)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--patches", type=int, default=20000)
    ap.add_argument("--inputs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--name", default="blur-decision")
    ap.add_argument("--check", action="store_true", help="data and shapes only (no torch)")
    ap.add_argument("--real", default=None, help="records of real documents, split into folds")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--fold", type=int, default=-1, help="the documents held out; -1: none")
    ap.add_argument("--levels", default="-1,-0.5,0,0.5,1", help="logit levels reported")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    t0 = time.time()
    records = load(a.data)
    n_val = max(1, len(records) // 10)
    train, val = records[:-n_val], records[-n_val:]
    names = [f"synthetic-{len(train) + i}" for i in range(len(val))]
    if a.real:
        docs = load(a.real)
        held = [i for i in range(len(docs)) if i % a.folds == a.fold]
        train = train + [r for i, r in enumerate(docs) if i not in held]
        if held:
            val, names = [docs[i] for i in held], [f"real-{i}" for i in held]
    rng = np.random.default_rng(a.seed)
    data = patches(train, a.patches, rng, a.inputs)
    print(f"{len(records)} records ({len(train)} train, {len(val)} validation); "
          f"{data.shape} patches; ink share {data[:, -2].mean():.3f}; {time.time() - t0:.1f} s", flush=True)
    if a.check:
        return
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    torch.manual_seed(a.seed)
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False
    dev = "cuda" if torch.cuda.is_available() else "cpu"

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.first = nn.Conv2d(a.inputs, CH, 3, padding=1)
            self.hidden = nn.ModuleList(nn.Conv2d(CH, CH, 3, padding=d, dilation=d) for d in DILATIONS)
            self.last = nn.Conv2d(CH, 1, 1)

        def forward(self, x):
            x = F.relu(self.first(x))
            for c in self.hidden:
                x = F.relu(c(x))
            return self.last(x)

    net = Net().to(dev)
    params = sum(p.numel() for p in net.parameters())
    macs = a.inputs * CH * 9 + len(DILATIONS) * CH * CH * 9 + CH
    print(f"device {dev}; {params} parameters; {macs} multiply-adds per pixel", flush=True)
    x_all = torch.from_numpy(data).to(dev)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=a.steps, pct_start=0.1)
    g = torch.Generator(device=dev)
    g.manual_seed(a.seed)
    inner = slice(BORDER, PATCH - BORDER)
    t1 = time.time()
    for step in range(1, a.steps + 1):
        idx = torch.randint(0, x_all.shape[0], (a.batch,), device=dev, generator=g)
        b = x_all[idx]
        k = step % 8  # the 8 flips and quarter turns, in turn
        if k & 1:
            b = b.flip(3)
        if k & 2:
            b = b.flip(2)
        if k & 4:
            b = b.transpose(2, 3)
        logit = net(b[:, : a.inputs])[:, 0, inner, inner]
        gt = b[:, -2, inner, inner]
        support = b[:, -1, inner, inner]
        loss = (F.binary_cross_entropy_with_logits(logit, gt, reduction="none") * support).sum() / support.sum().clamp(min=1)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 250 == 0 or step == a.steps:
            print(f"step {step} loss {loss.item():.4f} {time.time() - t1:.1f} s", flush=True)
    train_s = time.time() - t1
    # Validation: whole records; ink = mask before the cut AND logit > level, against the rules' cut.
    net.eval()
    levels = [float(v) for v in a.levels.split(",")]
    rows = []
    with torch.no_grad():
        for name, (norm, flags) in zip(names, val):
            p = planes(norm, flags, a.inputs)
            logit = net(torch.from_numpy(p[None, : a.inputs]).to(dev))[0, 0].cpu().numpy()
            before = (flags & 1) == 1
            gt = (flags & 4) == 4
            rules = (flags & 2) == 2 if not a.real else before
            if not rows:  # the first record's logits, for the TypeScript reference's check
                logit.astype("<f4").tofile(os.path.join(a.out, f"{a.name}-logits-{norm.shape[1]}x{norm.shape[0]}.f32"))
            row = {"name": name, "paper": int(gt.size - gt.sum()), "rules": counts(rules, gt)}
            for v in levels:
                row[str(v)] = counts(before & (logit > v), gt)
            rows.append(row)
    with open(os.path.join(a.out, f"{a.name}-validation.json"), "w") as f:
        json.dump(rows, f)
    fm = lambda key: np.mean([200 * r[key][0] / max(1, 2 * r[key][0] + r[key][1] + r[key][2]) for r in rows])
    gross = lambda key: sum(r[key][1] > 0.05 * r["paper"] for r in rows)
    print(f"validation FM, mean of {len(val)}: rules {fm('rules'):.2f} ({gross('rules')} gross); learned "
          + ", ".join(f"level {v}: {fm(str(v)):.2f} ({gross(str(v))} gross)" for v in levels), flush=True)
    weights = {
        "inputs": a.inputs,
        "channels": CH,
        "dilations": DILATIONS,
        "parameters": params,
        "macsPerPixel": macs,
        "seed": a.seed,
        "steps": a.steps,
        "trainSeconds": round(train_s, 1),
        "layers": [
            {"weight": [round(float(v), 7) for v in m.weight.detach().cpu().numpy().ravel()],
             "bias": [round(float(v), 7) for v in m.bias.detach().cpu().numpy().ravel()],
             "shape": list(m.weight.shape), "dilation": m.dilation[0]}
            for m in [net.first, *net.hidden, net.last]
        ],
    }
    with open(os.path.join(a.out, f"{a.name}.json"), "w") as f:
        json.dump(weights, f)
    print(f"trained in {train_s:.1f} s; total {time.time() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    main()
