// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../routes.tsx';

afterEach(cleanup);
// jsdom has no scrolling; ScrollRestoration calls it.
window.scrollTo = () => undefined;

function Boom(): never {
  throw new Error('The signature exploded');
}

/** The app's own route table, with one page swapped for one that throws while rendering. */
function routesWithThrowingPage(): RouteObject[] {
  const [root] = routes;
  const [group] = root.children!;
  return [
    {
      ...root,
      children: [{ ...group, children: [{ path: '/boom', Component: Boom }, ...group.children!] }],
    } as RouteObject,
  ];
}

test('an error thrown while rendering a page shows its message on the error page, inside the layout', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(routesWithThrowingPage(), { initialEntries: ['/boom'] });
  render(<RouterProvider router={router} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Unexpected Application Error!',
  );
  expect(screen.getByTestId('error-status').textContent).toBe('The signature exploded');
  expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
  consoleError.mockRestore();
});

test('an unknown path shows 404 Not Found', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/nowhere'] });
  render(<RouterProvider router={router} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Unexpected Application Error!',
  );
  expect(screen.getByTestId('error-status').textContent).toBe('404 Not Found');
});
