// The help text of `inklift` (docs/CLI.md says the same at more length).
export const USAGE = `Usage: inklift clean INPUT… --out DIR [options]
       inklift --help | --version

Removes the paper from photos and scans of signatures and writes transparent PNGs (or SVGs),
with the same engine as the InkLift app, on every core of the machine.

INPUT is a file (JPEG, PNG, WebP, TIFF, GIF or AVIF, told by its bytes), a folder (searched
recursively for those and .heic) or a quoted glob ("scans/**/*.jpg"). Each picture is written
to DIR/<its path below INPUT>.png (and/or .svg).

Result (the app's options):
  --format png|svg|png,svg   what to write (default png)
  --trim                     cut to the signature plus a margin
  --ink COLOUR               original (default), black, blue or #rrggbb
  --thickness N              thinner or bolder strokes, -8 … 8 (default 0: as found)
  --algorithm NAME           enhanced (default; copes with shadows and photos) or spec
  --threshold-offset N       added to the automatic threshold; positive keeps more ink

Batch:
  -j, --jobs N               pictures cleaned at once (default: the number of cores)
  --report FILE.json|.csv    one row per input: status, output, threshold, ink share,
                             warnings, time
  --skip-existing            leave pictures whose outputs are already there
  --shard I/N                clean only share I of N (1 ≤ I ≤ N), split by a hash of each
                             picture's path below its INPUT: the same on every machine

Exit codes: 0 all cleaned, 3 some failed, 2 bad usage, 1 nothing could run, 130 stopped (Ctrl+C).
More: docs/CLI.md`;
