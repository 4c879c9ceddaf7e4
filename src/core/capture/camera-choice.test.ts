import { describe, expect, test } from 'vitest';
import { chooseCamera, includeLiveCamera, isMirrored, keepSelection } from './camera-choice.ts';

describe('chooseCamera', () => {
  test('prefers a back, rear or environment camera', () => {
    const front = { deviceId: 'f', label: 'Front camera' };
    expect(chooseCamera([front, { deviceId: 'b', label: 'Back camera' }])?.deviceId).toBe('b');
    expect(chooseCamera([front, { deviceId: 'r', label: 'REAR lens' }])?.deviceId).toBe('r');
    expect(
      chooseCamera([front, { deviceId: 'e', label: 'camera2 0, facing environment' }])?.deviceId,
    ).toBe('e');
  });

  test('otherwise the first; none for an empty list', () => {
    expect(
      chooseCamera([
        { deviceId: 'a', label: 'HD Webcam' },
        { deviceId: 'c', label: '' },
      ])?.deviceId,
    ).toBe('a');
    expect(chooseCamera([])).toBeUndefined();
  });
});

describe('isMirrored', () => {
  test('true unless the camera faces the environment', () => {
    expect(isMirrored(undefined)).toBe(true);
    expect(isMirrored('user')).toBe(true);
    expect(isMirrored('environment')).toBe(false);
  });
});

describe('includeLiveCamera', () => {
  const front = { deviceId: 'f', label: 'Front camera' };
  const back = { deviceId: 'b', label: 'Back camera' };

  test('a listing that holds the live camera is kept as it is', () => {
    expect(includeLiveCamera([front, back], { deviceId: 'b', label: 'Back camera' })).toEqual([
      front,
      back,
    ]);
  });

  test('an empty or failed listing still shows the live camera, with its track label', () => {
    expect(includeLiveCamera([], { deviceId: 'b', label: 'Back camera' })).toEqual([back]);
    expect(includeLiveCamera([], { deviceId: '', label: 'USB camera' })).toEqual([
      { deviceId: '', label: 'USB camera' },
    ]);
  });

  test('an unlabelled entry takes the track label; placeholders without an id give way', () => {
    expect(includeLiveCamera([{ deviceId: 'b', label: '' }, front], back)).toEqual([back, front]);
    expect(includeLiveCamera([{ deviceId: '', label: '' }], back)).toEqual([back]);
    expect(includeLiveCamera([front], back)).toEqual([back, front]);
  });

  test('a live camera without an id adds nothing to a real listing', () => {
    expect(includeLiveCamera([front], { deviceId: '', label: 'Mystery' })).toEqual([front]);
  });
});

describe('keepSelection', () => {
  const a = { deviceId: 'a', label: 'Desk camera' };
  const b = { deviceId: 'b', label: 'Back camera' };

  test('the chosen camera stays chosen while it is listed', () => {
    expect(keepSelection([a, b], 'a')).toBe('a');
  });

  test('a vanished or unset choice moves to the camera Start would pick', () => {
    expect(keepSelection([a, b], 'gone')).toBe('b');
    expect(keepSelection([a], 'b')).toBe('a');
    expect(keepSelection([a, b], '')).toBe('b');
  });

  test('a listing without ids (before permission) or no camera keeps the choice', () => {
    expect(keepSelection([{ deviceId: '', label: '' }], 'a')).toBe('a');
    expect(keepSelection([], 'a')).toBe('a');
  });
});
