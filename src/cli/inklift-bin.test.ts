import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const bin = createRequire(import.meta.url)('./inklift.cjs') as {
  threadpoolSize(argv: string[], env: Record<string, string | undefined>, cores: number): string;
};

describe('the bin: one libuv thread per job', () => {
  it('takes the number of jobs however it is written', () => {
    expect(bin.threadpoolSize(['clean', '--jobs', '1', 'a.png'], {}, 8)).toBe('1');
    expect(bin.threadpoolSize(['clean', '--jobs=3', 'a.png'], {}, 8)).toBe('3');
    expect(bin.threadpoolSize(['clean', '-j', '5', 'a.png'], {}, 8)).toBe('5');
    expect(bin.threadpoolSize(['clean', '-j2', 'a.png'], {}, 8)).toBe('2');
    expect(bin.threadpoolSize(['clean', '--out', 'out', '--jobs', '6', 'a.png'], {}, 8)).toBe('6');
  });

  it('has the default jobs, the cores, when none is given or it is not a whole number', () => {
    expect(bin.threadpoolSize(['clean', 'a.png'], {}, 8)).toBe('8');
    expect(bin.threadpoolSize(['clean', '--jobs', 'many', 'a.png'], {}, 2)).toBe('2');
    expect(bin.threadpoolSize(['clean', '--jobs'], {}, 2)).toBe('2');
    expect(bin.threadpoolSize(['clean', '--jobs', '1.5'], {}, 2)).toBe('2');
  });

  it("stays within libuv's bounds", () => {
    expect(bin.threadpoolSize(['clean', '--jobs', '0'], {}, 4)).toBe('1');
    expect(bin.threadpoolSize(['clean', '--jobs', '5000'], {}, 4)).toBe('1024');
  });

  it("leaves the user's own size alone", () => {
    expect(bin.threadpoolSize(['clean', '--jobs', '1'], { UV_THREADPOOL_SIZE: '16' }, 4)).toBe(
      '16',
    );
  });
});
