import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError, type CleanCommand } from './args.ts';

function clean(...argv: string[]): CleanCommand {
  const command = parseCommand(['clean', ...argv], 6);
  if (command.command !== 'clean') throw new Error(`expected clean, got ${command.command}`);
  return command;
}

function usageError(...argv: string[]): string {
  try {
    parseCommand(argv, 6);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parseCommand', () => {
  it('reads help and version', () => {
    expect(parseCommand(['--help'], 1)).toEqual({ command: 'help' });
    expect(parseCommand(['clean', '-h'], 1)).toEqual({ command: 'help' });
    expect(parseCommand(['--version'], 1)).toEqual({ command: 'version' });
  });

  it('gives the defaults of the app for a photo', () => {
    expect(clean('photos/', '--out', 'cleaned')).toEqual({
      command: 'clean',
      inputs: ['photos/'],
      out: 'cleaned',
      formats: ['png'],
      settings: {
        algorithm: 'enhanced',
        thresholdOffset: 0,
        trim: false,
        ink: 'original',
        thickness: 0,
      },
      jobs: 6,
      report: null,
      skipExisting: false,
      shard: null,
    });
  });

  it('reads every option', () => {
    const command = clean(
      'a.jpg',
      'scans/',
      '*.png',
      '-o',
      'out',
      '--format',
      'png,svg',
      '--trim',
      '--ink',
      '#1A2b3C',
      '--thickness',
      '-3',
      '--algorithm',
      'spec',
      '--threshold-offset',
      '-12',
      '--jobs',
      '2',
      '--report',
      'r.CSV',
      '--skip-existing',
      '--shard',
      '3/8',
    );
    expect(command).toEqual({
      command: 'clean',
      inputs: ['a.jpg', 'scans/', '*.png'],
      out: 'out',
      formats: ['png', 'svg'],
      settings: {
        algorithm: 'spec',
        thresholdOffset: -12,
        trim: true,
        ink: { r: 0x1a, g: 0x2b, b: 0x3c },
        thickness: -3,
      },
      jobs: 2,
      report: { path: 'r.CSV', format: 'csv' },
      skipExisting: true,
      shard: { index: 3, count: 8 },
    });
  });

  it('takes the named inks and svg alone', () => {
    expect(clean('a', '--out', 'o', '--ink', 'blue').settings.ink).toBe('blue');
    expect(clean('a', '--out', 'o', '--ink', 'black').settings.ink).toBe('black');
    expect(clean('a', '--out', 'o', '--format', 'svg').formats).toEqual(['svg']);
    expect(clean('a', '--out', 'o', '--format', 'svg,png').formats).toEqual(['svg', 'png']);
  });

  it('names what is wrong', () => {
    expect(usageError()).toMatch(/no command/);
    expect(usageError('wash', 'a', '--out', 'o')).toMatch(/unknown command "wash"/);
    expect(usageError('clean', '--out', 'o')).toMatch(/at least one INPUT/);
    expect(usageError('clean', 'a')).toMatch(/--out/);
    expect(usageError('clean', 'a', '--out', 'o', '--colour', 'red')).toMatch(/colour/);
    expect(usageError('clean', 'a', '--out', 'o', '--format', 'gif')).toMatch(/--format.*"gif"/);
    expect(usageError('clean', 'a', '--out', 'o', '--format', 'png,png')).toMatch(/--format/);
    expect(usageError('clean', 'a', '--out', 'o', '--ink', 'red')).toMatch(/--ink.*"red"/);
    expect(usageError('clean', 'a', '--out', 'o', '--ink', '#12345')).toMatch(/--ink/);
    expect(usageError('clean', 'a', '--out', 'o', '--thickness', '9')).toMatch(/-8 to 8.*"9"/);
    expect(usageError('clean', 'a', '--out', 'o', '--thickness', '1.5')).toMatch(/--thickness/);
    expect(usageError('clean', 'a', '--out', 'o', '--algorithm', 'magic')).toMatch(/"magic"/);
    expect(usageError('clean', 'a', '--out', 'o', '--threshold-offset', 'x')).toMatch(/offset/);
    expect(clean('a', '--out', 'o', '--threshold-offset=+7').settings.thresholdOffset).toBe(7);
    expect(usageError('clean', 'a', '--out', 'o', '--jobs', '0')).toMatch(/--jobs.*"0"/);
    expect(usageError('clean', 'a', '--out', 'o', '--report', 'r.txt')).toMatch(/\.json or \.csv/);
    expect(usageError('clean', 'a', '--out', 'o', '--shard', '0/4')).toMatch(/--shard.*"0\/4"/);
    expect(usageError('clean', 'a', '--out', 'o', '--shard', '5/4')).toMatch(/--shard/);
  });
});
