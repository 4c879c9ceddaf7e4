// French texts of the Sign page: opening a PDF, placing signatures and saving the signed copy.
import type { Catalog } from '../../catalog.ts';

export const sign: Catalog['sign'] = {
  title: 'Signer un PDF',
  description:
    'Placez votre signature sur un PDF et enregistrez la copie signée — dans votre navigateur, sans envoyer le document nulle part. Gratuit et confidentiel.',
  heading: 'Signer un PDF',
  intro:
    'Ouvrez un PDF, placez-y votre signature et enregistrez la copie signée. Le document reste sur cet appareil\u202F: il n’est jamais envoyé. ',
  introCapture: 'Capturez votre signature',
  introAfter: ' d’abord, ou choisissez-en une image une fois le PDF ouvert.',
  openPdf: 'Ouvrir un PDF',
  dropHint: 'ou déposez un PDF ici',
  dropHere: 'Déposez le PDF pour l’ouvrir',
  opening: (name: string) => `Ouverture de ${name}…`,
  opened: (name: string, pages: number) =>
    `${name} est ouvert\u202F: ${pages}\u00A0${pages < 2 ? 'page' : 'pages'}.`,
  openAnother: 'Ouvrir un autre PDF',
  failures: {
    'not-pdf': 'Ce fichier n’est pas un PDF. Choisissez un fichier qui se termine par .pdf.',
    damaged:
      'Ce PDF est endommagé ou incomplet et ne peut pas être ouvert. Téléchargez-le à nouveau ou choisissez une autre copie.',
    'needs-password':
      'Ce PDF est protégé par un mot de passe. Saisissez-le pour ouvrir le document.',
    'wrong-password': 'Ce mot de passe est incorrect. Réessayez.',
    unavailable:
      'Les outils PDF n’ont pas pu être chargés. Connectez-vous à Internet et réessayez\u202F: une fois chargés, ils fonctionnent aussi hors ligne.',
  },
  readFailed: 'Le fichier n’a pas pu être lu. Choisissez-le à nouveau.',
  passwordLabel: 'Mot de passe',
  passwordSubmit: 'Ouvrir',
  passwordCancel: 'Annuler',
  signatureHeading: 'Signature',
  signatureAlt: 'Votre signature',
  noSignature: 'Pas encore de signature. ',
  captureLink: 'Capturez-en une',
  noSignatureAfter: ' ou choisissez-en une image.',
  chooseImage: 'Choisir une image de signature',
  chooseImageHint:
    'Un PNG ou SVG à fond transparent, ou une photo de votre signature\u202F: son papier est retiré pour vous.',
  imageFailed:
    'Aucune signature n’a pu être tirée de cette image. Choisissez un PNG ou SVG, ou une photo nette de votre signature sur papier blanc.',
  addSignature: 'Ajouter à cette page',
  placeHint: 'Cliquez ou touchez une page pour y placer votre signature.',
  keyboardHint:
    'Les flèches déplacent la signature, Maj+flèches la redimensionnent, Suppr la retire.',
  addDate: 'Ajouter la date du jour sous chaque signature',
  zoom: 'Zoom',
  zoomOut: 'Zoom arrière',
  zoomIn: 'Zoom avant',
  fitWidth: 'Ajuster à la largeur',
  zoomLevel: (percent: number) => `${percent}\u202F%`,
  pageLabel: 'Page',
  ofPages: (count: number) => `sur ${count}`,
  pageCaption: (page: number, count: number) => `Page ${page} sur ${count}`,
  pageRegion: (page: number) => `Page ${page}`,
  documentRegion: 'Les pages du document',
  placement: (page: number) => `Signature sur la page ${page}`,
  placementRole: 'signature placée',
  remove: (page: number) => `Retirer la signature de la page ${page}`,
  placed: (page: number) => `Signature placée sur la page ${page}.`,
  removed: (page: number) => `Signature retirée de la page ${page}.`,
  resized: (percent: number) => `Taille de la signature\u202F: ${percent}\u202F%.`,
  placements: (count: number) =>
    count === 0
      ? 'Aucune signature placée pour l’instant.'
      : `${count}\u00A0${count < 2 ? 'signature placée' : 'signatures placées'}.`,
  flatten: 'Aplatir les champs que vous remplissez',
  flattenHint:
    'Leurs valeurs font alors partie de la page. Les champs vides et les champs de signature restent remplissables.',
  save: 'Enregistrer le PDF signé',
  saving: 'Enregistrement…',
  saved: (name: string) => `Fichier ${name} enregistré.`,
  saveFailed:
    'Le PDF signé n’a pas pu être écrit. Votre document et les signatures placées sont inchangés.',
  protectedNote: 'La copie signée s’ouvre avec le même mot de passe.',
  unwritable: (characters: string) =>
    `La police standard du PDF ne peut pas écrire ces caractères\u202F: ${characters}. Retirez-les ou remplacez-les, puis enregistrez à nouveau. Rien n’est perdu.`,
  fieldRefused: (field: string) =>
    `Le champ «\u202F${field}\u202F» n’accepte pas cette valeur. Modifiez-la, puis enregistrez à nouveau. Rien n’est perdu.`,
  restricted:
    'Son auteur a restreint les modifications de ce PDF. Votre copie signée garde les mêmes restrictions dans les lecteurs qui les respectent.',
  localNote:
    'Tout se passe dans votre navigateur\u202F: le PDF et votre signature ne quittent jamais cet appareil.',
  xfaForm:
    'Ce formulaire est au format XFA\u202F: ses champs ne peuvent pas être remplis ici. Vous pouvez tout de même placer votre signature, du texte, des dates et des marques sur ses pages.',
  nextPlace: (at: number | null, count: number) =>
    at === null
      ? `Prochain endroit à signer (${count})`
      : `Endroit suivant (${at + 1} sur ${count})`,
  spots: { signature: 'Signer ici', initials: 'Parapher ici', date: 'Dater ici' },
  spotAt: (what: string, page: number) => `${what}\u202F: page ${page}.`,
  spotUsed: (what: string, page: number) => `${what}\u202F: placé page ${page}.`,
  photoCrop: 'La signature de votre photo',
  photoOpening: 'Ouverture de la photo…',
  photoCleaning: 'Retrait du papier…',
  photoCorrect: 'Utiliser et corriger',
  photoUseResult: 'Utiliser cette signature',
  photoBack: 'Revenir à la zone',
  photoNoInk:
    'Aucune signature n’a été trouvée dans cette zone. Revenez en arrière et choisissez-en une autre.',
  photoTooDark:
    'Cette photo est trop sombre pour lire la signature\u202F: des traits peuvent manquer ou être mouchetés. Reprenez-la avec plus de lumière, ou choisissez une autre photo.',
  photoTooBlurred:
    'Cette photo est trop floue pour lire la signature\u202F: des traits peuvent manquer ou être bavés. Reprenez-la sans bouger en laissant l’appareil faire la mise au point, ou choisissez une autre photo.',
  replaceUnsaved: (name: string) =>
    `Ouvrir un autre PDF\u202F? Ce que vous avez placé et rempli dans ${name} n’est pas encore enregistré et sera perdu.`,
  leaveUnsaved: (name: string) =>
    `Quitter cette page\u202F? Ce que vous avez placé et rempli dans ${name} n’est pas encore enregistré et sera perdu.`,
  toolsSummary: 'Signature et outils',
  toolsLegend: 'Un clic sur une page place',
  inkLegend: 'Texte et marques en',
  inks: { black: 'Noir', blue: 'Bleu' },
  tools: {
    signature: 'Signature',
    text: 'Texte',
    date: 'Date',
    tick: 'Coche ✓',
    cross: 'Croix ✗',
  },
  items: {
    text: (page: number) => `Texte page ${page}`,
    date: (page: number) => `Date page ${page}`,
    tick: (page: number) => `Coche page ${page}`,
    cross: (page: number) => `Croix page ${page}`,
  },
  itemPlaced: (label: string) => `${label}\u202F: placé.`,
  itemRemoved: (label: string) => `${label}\u202F: retiré.`,
  removeItem: (label: string) => `Retirer\u202F: ${label}`,
  smallerText: 'Texte plus petit',
  largerText: 'Texte plus grand',
  everyPage: 'Répéter sur chaque page',
  repeated: (count: number) =>
    count === 1 ? 'Copié sur 1 autre page.' : `Copié sur ${count} autres pages.`,
  repeatedAlready: 'Déjà sur chaque page.',
  undo: 'Annuler',
  undone: 'Annulé.',
  altSignature: (name: string | null) => (name ? `Signature de ${name}` : 'Signature'),
  altInitials: (name: string | null) => (name ? `Initiales de ${name}` : 'Initiales'),
};
