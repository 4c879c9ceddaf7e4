// Texts of the error page. The heading and the status line are React Router's own wording,
// which the product spec names as the default error page.
import { useMessages } from '../../i18n/use-messages.ts';
export const errorMessages = {
  heading: 'Unexpected Application Error!',
  pageTitle: 'Error',
  description: 'Something went wrong while showing this page.',
  backHome: 'Go to the Capture page',
  unknownError: 'Unknown error',
};

/** The texts above in the language in use. */
export const useErrorMessages = () => useMessages('error', errorMessages);
