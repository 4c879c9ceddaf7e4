// The two donation buttons: the only outside addresses the app ever references.
// The privacy tests and the Content Security Policy read the image hosts from here.

export type DonationId = 'buymeacoffee' | 'kofi';

export interface DonationLink {
  /** Also the key of its label in the layout's texts. */
  id: DonationId;
  /** Where the button leads (opens in a new tab). */
  href: string;
  /** The button's picture, loaded from the donation site. */
  imageSrc: string;
  imageWidth: number;
  imageHeight: number;
}

export const donationLinks: readonly DonationLink[] = [
  {
    id: 'buymeacoffee',
    href: 'https://www.buymeacoffee.com/inklift',
    imageSrc: 'https://cdn.buymeacoffee.com/buttons/v2/default-yellow.png',
    imageWidth: 170,
    imageHeight: 48,
  },
  {
    id: 'kofi',
    href: 'https://ko-fi.com/inklift',
    imageSrc: 'https://storage.ko-fi.com/cdn/kofi2.png?v=3',
    imageWidth: 170,
    imageHeight: 48,
  },
];

/** Origins the page may load images from besides its own (for the CSP and the privacy tests). */
export const donationImageOrigins: readonly string[] = donationLinks.map(
  (link) => new URL(link.imageSrc).origin,
);
