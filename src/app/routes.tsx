// The route table. Pages are lazy-loaded so each ships in its own chunk; an unknown path
// matches the catch-all, which answers 404 through the error element inside the layout.
import { data, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { paths } from '../config/paths.ts';

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const routes: RouteObject[] = [
  {
    path: paths.capture,
    element: <RootLayout />,
    // Shown while the first page's chunk loads: the layout with an empty content area.
    hydrateFallbackElement: <RootLayout>{null}</RootLayout>,
    errorElement: (
      <RootLayout>
        <RouteErrorPage />
      </RootLayout>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/capture/capture-page.tsx')).CapturePage,
            }),
          },
          {
            path: paths.sign,
            lazy: async () => ({
              Component: (await import('../features/sign/sign-page.tsx')).SignPage,
            }),
          },
          {
            path: paths.instructions,
            lazy: async () => ({
              Component: (await import('../features/instructions/instructions-page.tsx'))
                .InstructionsPage,
            }),
          },
          {
            path: paths.faq,
            lazy: async () => ({
              Component: (await import('../features/faq/faq-page.tsx')).FaqPage,
            }),
          },
          {
            path: paths.about,
            lazy: async () => ({
              Component: (await import('../features/about/about-page.tsx')).AboutPage,
            }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({
              Component: (await import('../features/privacy/privacy-page.tsx')).PrivacyPage,
            }),
          },
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
];
