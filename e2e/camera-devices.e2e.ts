// Cameras that come and go, in real Chromium with the fake camera: two devices where the chosen
// one disappears (announced or not) and Start still works, a track that stops without an
// 'ended' event or goes muted, and a camera list that never says "No camera yet" beside a live
// picture. Every test ends with no live track.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import {
  DESK_AND_USB,
  fakeCameraFlags,
  pluggableCamerasScript,
  trackingScript,
  writeKnownY4m,
  type CameraControls,
} from './support/fake-camera.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

async function openCapture(initScripts: string[]) {
  const tracked = await openTrackedPage(browser, { initScripts });
  await tracked.page.goto(baseURL() + '/');
  await tracked.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  return tracked;
}

const twoCameras = () => openCapture([trackingScript(DESK_AND_USB), pluggableCamerasScript()]);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cameraList = (page: Page) => page.getByLabel('Camera', { exact: true });
const options = (page: Page) => cameraList(page).locator('option').allTextContents();
const liveTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveTracks(): number }).__liveTracks());
const liveDevice = (page: Page) =>
  page.evaluate(() => {
    const tracks = (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks;
    return tracks.find((track) => track.readyState === 'live')?.getSettings().deviceId;
  });
const fakes = (page: Page) => ({
  unplug: (deviceId: string, announce = true) =>
    page.evaluate(
      ([id, say]) => (window as unknown as Fakes).__camera.unplug(id, { announce: say }),
      [deviceId, announce] as const,
    ),
  stopSilently: () => page.evaluate(() => (window as unknown as Fakes).__camera.stopSilently()),
  mute: () => page.evaluate(() => (window as unknown as Fakes).__camera.mute()),
  freeze: () => page.evaluate(() => (window as unknown as Fakes).__camera.freeze()),
  refused: () => page.evaluate(() => (window as unknown as Fakes).__camera.refused),
});
type Fakes = { __camera: CameraControls };

/** Start, and wait for Capture and for a frame painted in the live view. */
async function startCamera(page: Page) {
  await button(page, 'Start').click();
  await expect.poll(() => button(page, 'Capture').isEnabled()).toBe(true);
  await page
    .getByTestId('camera-video')
    .evaluate(
      (video: HTMLVideoElement) =>
        new Promise((painted) => video.requestVideoFrameCallback(painted)),
    );
}

async function stopCamera(page: Page) {
  await button(page, 'Stop').click();
  await expect.poll(() => liveTracks(page)).toBe(0);
}

describe('two cameras, the chosen one disappears', () => {
  test('unplugged while off, with no devicechange: Start falls back to the other', async () => {
    const { page, context, pageErrors } = await twoCameras();
    // The list is there before the first Start.
    await expect.poll(() => options(page)).toEqual(['Desk camera', 'USB camera']);
    await startCamera(page);
    expect(await cameraList(page).inputValue()).toBe('desk-id');
    await cameraList(page).selectOption('usb-id');
    await expect.poll(() => liveDevice(page)).toBe('usb-id');
    await stopCamera(page);

    await fakes(page).unplug('usb-id', false);
    await startCamera(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('announcer').textContent())
      .toBe('The chosen camera is not available, so Desk camera is used instead.');
    expect(await liveDevice(page)).toBe('desk-id');
    expect(await liveTracks(page)).toBe(1);
    expect(await cameraList(page).inputValue()).toBe('desk-id');
    expect(await fakes(page).refused()).toEqual(['usb-id']);
    // The picture is real: a capture works.
    await button(page, 'Capture').click();
    await expect
      .poll(() => page.getByTestId('announcer').textContent())
      .toBe('Signature captured.');
    await stopCamera(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('unplugged while live: the message, a fresh list, and Start uses the one left', async () => {
    const { page, context, pageErrors } = await twoCameras();
    await startCamera(page);
    await cameraList(page).selectOption('usb-id');
    await expect.poll(() => liveDevice(page)).toBe('usb-id');
    await fakes(page).unplug('usb-id');
    await page.getByRole('alert').filter({ hasText: 'disconnected' }).waitFor();
    expect(await liveTracks(page)).toBe(0);
    await expect.poll(() => options(page)).toEqual(['Desk camera']);
    expect(await cameraList(page).inputValue()).toBe('desk-id');
    await startCamera(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await liveDevice(page)).toBe('desk-id');
    await stopCamera(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test('a camera chosen while off is the one Start turns on', async () => {
  const { page, context, pageErrors } = await twoCameras();
  await expect.poll(() => options(page)).toEqual(['Desk camera', 'USB camera']);
  expect(await cameraList(page).isEnabled()).toBe(true);
  await cameraList(page).selectOption('usb-id');
  expect(await liveTracks(page)).toBe(0); // choosing does not start the camera
  await startCamera(page);
  expect(await liveDevice(page)).toBe('usb-id');
  expect(await liveTracks(page)).toBe(1);
  expect(await cameraList(page).inputValue()).toBe('usb-id');
  await stopCamera(page);
  expect(pageErrors).toEqual([]);
  await context.close();
});

describe('a camera that stops without saying so', () => {
  test('a live picture that freezes: the camera is turned off with advice, Start works', async () => {
    const { page, context, pageErrors } = await openCapture([
      trackingScript(DESK_AND_USB),
      pluggableCamerasScript({ freezable: true }),
    ]);
    await startCamera(page);
    await fakes(page).freeze();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('The camera stopped sending pictures.');
    expect(await liveTracks(page)).toBe(0);
    expect(await button(page, 'Start').isEnabled()).toBe(true);
    expect(await button(page, 'Capture').isDisabled()).toBe(true);
    // Only the advice, not 'Press Start to turn on your camera' beside it.
    const panel = page.locator('.camera-panel');
    expect(await panel.textContent()).not.toContain('Press Start to turn on');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("a track that ends with no 'ended' event: the camera is off, Start works again", async () => {
    const { page, context, pageErrors } = await twoCameras();
    await startCamera(page);
    await fakes(page).stopSilently();
    await page.getByRole('alert').filter({ hasText: 'disconnected' }).waitFor({ timeout: 20_000 });
    expect(await button(page, 'Capture').isDisabled()).toBe(true);
    expect(await button(page, 'Start').isEnabled()).toBe(true);
    expect(await liveTracks(page)).toBe(0);
    await startCamera(page);
    expect(await liveTracks(page)).toBe(1);
    await stopCamera(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('a track muted for over two seconds is stopped with a message', async () => {
    const { page, context } = await twoCameras();
    await startCamera(page);
    const muted = Date.now();
    await fakes(page).mute();
    await page.getByRole('alert').waitFor({ timeout: 20_000 });
    expect(Date.now() - muted).toBeGreaterThanOrEqual(1900);
    expect(await button(page, 'Start').isEnabled()).toBe(true);
    expect(await liveTracks(page)).toBe(0);
    await context.close();
  });
});

test('the camera list shows the live camera even when the listing comes back empty', async () => {
  const emptyListing = `navigator.mediaDevices.enumerateDevices = async () => [];`;
  const { page, context } = await openCapture([trackingScript(), emptyListing]);
  expect(await options(page)).toEqual(['No camera yet']);
  await startCamera(page);
  const shown = await options(page);
  expect(shown).not.toContain('No camera yet');
  expect(shown).toHaveLength(1);
  expect(shown[0]).toContain('signature.y4m'); // the file-fed camera's label, from its track
  await stopCamera(page);
  await context.close();
});
