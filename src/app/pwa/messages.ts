// User-visible texts of the update notice (English). Other languages will add sibling modules.
export const updateMessages = {
  regionLabel: 'App update',
  available: 'Update available',
  detail: 'Reloading clears a signature you have not saved.',
  reload: 'Reload',
  later: 'Not now',
};
