import { describe, expect, test } from 'vitest';
import { chooseCamera, isMirrored } from './camera-choice.ts';

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
