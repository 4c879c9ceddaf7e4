// Three growing columns of thin runs (station, centre across, length) for the line evidence
// (line-evidence.ts, line-evidence-blocks.ts): typed arrays doubled when full, no per-run
// allocation.

export class Growing {
  private station = new Int32Array(1024);
  private centre = new Float32Array(1024);
  private length = new Uint16Array(1024);
  private count = 0;

  push(station: number, centre: number, length: number) {
    if (this.count === this.station.length) {
      const size = this.count * 2;
      this.station = grow(this.station, new Int32Array(size));
      this.centre = grow(this.centre, new Float32Array(size));
      this.length = grow(this.length, new Uint16Array(size));
    }
    this.station[this.count] = station;
    this.centre[this.count] = centre;
    this.length[this.count] = Math.min(65535, length);
    this.count++;
  }

  done() {
    return {
      station: this.station,
      centre: this.centre,
      length: this.length,
      count: this.count,
    };
  }
}

function grow<T extends Int32Array | Float32Array | Uint16Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
