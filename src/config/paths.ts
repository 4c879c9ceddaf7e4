// Every route path in one place: the router, the navigation and the tests read them from here.
export const paths = {
  capture: '/',
  sign: '/sign',
  instructions: '/instructions',
  faq: '/faq',
  about: '/about',
  privacy: '/privacy',
} as const;

export type PathName = keyof typeof paths;

/** The navigation order of the header links. */
export const navOrder: readonly PathName[] = [
  'capture',
  'sign',
  'instructions',
  'faq',
  'about',
  'privacy',
];
