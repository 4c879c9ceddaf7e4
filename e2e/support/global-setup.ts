// Starts the real production server (scripts/serve.mjs, the one `npm start` runs) on a free
// 127.0.0.1 port for the end-to-end tests, and hands its address to them.
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createAppServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = createAppServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
