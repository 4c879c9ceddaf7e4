// Texts of the crop step (English); loaded with the crop step, not with the page.
import { useMessages } from '../../i18n/use-messages.ts';
export const cropMessages = {
  heading: 'Choose the area of your signature',
  hint: 'Drag the box or its corners and edges. Keyboard: arrow keys move the box, Shift+arrow keys resize it, Enter uses it.',
  box: (width: number, height: number) => `Crop area, ${width} × ${height} pixels`,
  picture: 'The picture to crop',
  rotate: 'Rotate',
  rotateLabel: 'Rotate the picture a quarter turn clockwise',
  use: 'Use this area',
  cancel: 'Cancel',
  handles: {
    n: 'top edge',
    s: 'bottom edge',
    e: 'right edge',
    w: 'left edge',
    ne: 'top-right corner',
    nw: 'top-left corner',
    se: 'bottom-right corner',
    sw: 'bottom-left corner',
  },
};

/** The texts above in the language in use. */
export const useCropMessages = () => useMessages('crop', cropMessages);
