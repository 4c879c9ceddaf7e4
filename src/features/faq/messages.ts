// Texts of the FAQ page (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';
export const faqMessages = {
  title: 'FAQ',
  description:
    'Answers about InkLift: free with no sign-up, transparent PNG output, no software to install, and images that never leave your device.',
  heading: 'Frequently Asked Questions',
  items: [
    {
      question: 'Is InkLift free? Do I need to sign up?',
      answer: 'Yes, it is completely free, and there is no sign-up or account of any kind.',
    },
    {
      question: 'What file do I get?',
      answer:
        'A PNG image with a transparent background: only the ink of your signature remains, so it sits cleanly on any document.',
    },
    {
      question: 'Do I need special software?',
      answer:
        'No. A modern web browser and a webcam (or a phone camera) are all you need; there is nothing to install.',
    },
    {
      question: 'Does my signature leave my device?',
      answer:
        'Never. All processing happens in your browser: the picture and the PNG stay on your device, and nothing is sent anywhere unless you share the file yourself.',
    },
    {
      question: 'Does InkLift remember my signature?',
      answer:
        'Only if you ask: choose Keep in My signatures under a result, a drawing or a typed name, and it is kept in this browser on this device, never on a server. My signatures on the Capture page lists what is kept; Delete removes one, Forget all removes everything, and Export to a file lets you take them to another device.',
    },
    {
      question: 'My webcam does not work. What can I do?',
      answer:
        'Check that your browser is allowed to use the camera (the camera icon in the address bar or the site settings), close other apps that may be using it, then refresh the page and press Start again.',
    },
    {
      question: 'Can I sign a PDF with a certificate?',
      answer:
        'Yes: on the Sign page, Sign with certificate adds a digital signature (PAdES) with your own .p12/.pfx or a certificate made on this device. It is made and checked on this device with no network, so there is no time-stamp, revocation or authority lookup: a time-stamp needs a server, and the levels that need one are not offered.',
    },
  ],
};

/** The texts above in the language in use. */
export const useFaqMessages = () => useMessages('faq', faqMessages);
