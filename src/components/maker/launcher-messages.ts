// The launcher's texts (English), apart from the rest of the maker's: the launcher is on the
// page's first load, the dialog's texts come with the dialog (messages.ts holds both).
export const makerLauncherTexts = {
  noPaper: 'No paper at hand?',
  draw: 'Draw a signature',
  type: 'Type a signature',
  opening: 'Opening…',
  loadFailed: 'This part of InkLift could not be loaded. Check the connection and try again.',
};
