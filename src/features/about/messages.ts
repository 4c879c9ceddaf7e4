// Texts of the About page (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';
export const aboutMessages = {
  title: 'About',
  description:
    'InkLift turns a handwritten signature into a clean, transparent PNG right in your browser — no account, no server, no upload.',
  heading: 'About InkLift',
  intro: [
    'InkLift is a free, single-purpose tool for turning a handwritten signature into a clean, transparent PNG. Hold your signature on white paper up to your webcam, capture it inside the guide box, remove the paper with one click and save the result — ready to place in a contract, a form, an invoice or an email.',
    'There is no account and no server involved. Everything happens on your own device, inside your browser: the camera picture, the background removal and the file you save never travel anywhere.',
  ],
  useCasesHeading: 'Real-World Use Cases',
  testimonials: [
    {
      quote:
        'I sign a dozen freelance contracts a month. Signing once on paper and dropping the same clean PNG into every PDF saves me printing, scanning and a trip to the copy shop.',
      author: 'Marta, freelance translator',
    },
    {
      quote:
        'Our student council needed signatures on forty certificates overnight. We captured the president’s signature with a laptop webcam in under a minute, and nothing was uploaded anywhere.',
      author: 'Daniel, student council treasurer',
    },
  ],
  creditsHeading: 'Credits',
  fonts:
    'Type a signature uses the handwriting fonts Dancing Script, Caveat, Great Vibes and Sacramento, by their authors, under the SIL Open Font License 1.1. ',
  fontsLicence: 'Read the fonts’ licences',
};

/** The texts above in the language in use. */
export const useAboutMessages = () => useMessages('about', aboutMessages);
