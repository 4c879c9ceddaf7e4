// Texts of the Privacy Policy page (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';
export const privacyMessages = {
  title: 'Privacy Policy',
  description:
    'InkLift processes your signature locally in your browser and collects no personal data. Read our privacy policy and terms of use.',
  heading: 'Privacy Policy',
  sections: [
    {
      heading: 'Privacy and Data Handling',
      paragraphs: [
        'InkLift processes everything locally in your browser. The camera picture, the captured signature and the cleaned image stay on your device; nothing is uploaded, stored on a server or shared with anyone.',
        'We collect no personal data: there are no accounts, no cookies, no analytics and no tracking. Camera access is used only while you have the camera on, and it stops when you press Stop or leave the Capture page.',
        'Two things are always kept in this browser, on your device only: the language you choose in the header (if you choose one), and the app’s own files, so that it also works offline. Neither holds anything you captured or signed.',
        'A third is kept only when you ask for it: when you choose Keep in My signatures, that signature or those initials — the transparent picture, its vector form, the name you gave it, its ink colour and when it was kept and last used — are stored in this browser’s own storage for this site (IndexedDB), on this device only, and never uploaded. Delete one with Delete, everything with Forget all (both in My signatures on the Capture page), or clear this site’s data in the browser’s settings. Export to a file writes a file you keep yourself; InkLift never sees it.',
        'The only outside resources the pages load are the pictures of the two donation buttons. Those requests carry no referrer and no data about you or your signature.',
      ],
    },
    {
      heading: 'Terms of Use and Disclaimer',
      paragraphs: [
        'InkLift is provided “as is”, without warranties of any kind, express or implied, including fitness for a particular purpose.',
        'You use the tool at your own risk. You are responsible for how you use your signature image and for complying with the rules that apply to the documents you sign.',
        'To the fullest extent permitted by law, the authors accept no liability for any loss or damage arising from the use of InkLift.',
      ],
    },
  ],
};

/** The texts above in the language in use. */
export const usePrivacyMessages = () => useMessages('privacy', privacyMessages);
