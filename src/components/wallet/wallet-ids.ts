// The My signatures section's id, for links to it ("See My signatures").
export const WALLET_SECTION_ID = 'my-signatures';
