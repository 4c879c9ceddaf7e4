// French texts of the Capture page: the camera, the crop step and live guidance.
import type { Catalog } from '../../catalog.ts';

export const capture: Catalog['capture'] = {
  title: 'Capture',
  description:
    'Capturez votre signature manuscrite avec votre webcam et enregistrez-la en PNG net et transparent. Gratuit, confidentiel et entièrement traité dans votre navigateur.',
  heading: 'Capturez votre signature',
  localProcessing: {
    before:
      'Tout se passe en local dans votre navigateur\u202F: vos images ne quittent jamais votre appareil. Lisez notre ',
    privacyLink: 'Politique de confidentialité',
    between: ' ou découvrez-en plus ',
    aboutLink: 'sur InkLift',
    after: '.',
  },
  cameraHeading: 'Vue en direct',
  liveView: 'Image de la caméra en direct',
  resultHeading: 'Votre signature',
  start: 'Démarrer',
  stop: 'Arrêter',
  capture: 'Capturer',
  clean: 'Nettoyer',
  save: 'Enregistrer',
  discard: 'Supprimer',
  cameraSelect: 'Caméra',
  cameraFallbackLabel: (index: number) => `Caméra ${index + 1}`,
  noCameras: 'Aucune caméra pour l’instant',
  guideBox: 'Placez votre signature dans ce cadre',
  guideBoxInitials: 'Placez vos initiales dans ce cadre',
  kindLegend: 'Capturer',
  kinds: { signature: 'Signature', initials: 'Initiales' },
  cameraOff: 'Appuyez sur Démarrer pour allumer votre caméra, puis présentez-lui votre signature.',
  cameraStarting: 'Démarrage de la caméra…',
  spaceHint: 'Astuce\u202F: appuyez sur Espace pour capturer tout en tenant la feuille.',
  timer: 'Capturer après 3\u00A0secondes',
  countdown: (seconds: number) => `Capture dans ${seconds}…`,
  cancelTimer: 'Annuler le minuteur',
  previewPlaceholder: 'Capturez votre signature pour la voir ici',
  openPhoto: 'Ouvrir une photo',
  openPhotoHint:
    'Pas de webcam\u202F? Ouvrez, déposez ou collez plutôt une photo de votre signature.',
  openPhotoHintTouch:
    'Pas de webcam\u202F? Ouvrez plutôt une photo de votre signature, ou prenez-en une maintenant.',
  dropHere: 'Déposez la photo ici',
  crop: 'Recadrer',
  shows: {
    captured: 'Pas encore nettoyée\u202F: voici l’image telle que capturée.',
    cleaned: 'Nettoyée\u202F: le papier est retiré.',
  },
  previewAlt: {
    captured: 'Votre signature capturée',
    cleaned: 'Votre signature sans l’arrière-plan',
  },
  enhanced: 'Nettoyage avancé — pour les ombres et les stylos fins',
  announce: {
    cameraOn: 'Caméra allumée.',
    cameraOff: 'Caméra éteinte.',
    saved: 'Fichier signature.png enregistré.',
  },
};

export const camera: Catalog['camera'] = {
  noFrames:
    'La caméra n’envoie plus d’images. Vérifiez qu’elle est branchée et qu’aucune autre application ne l’utilise, puis appuyez à nouveau sur Démarrer.',
  fellBack: (using: string) =>
    `La caméra choisie n’est pas disponible\u202F; utilisation de ${using} à la place.`,
  fellBackUnnamed:
    'La caméra choisie n’est pas disponible\u202F; une autre caméra est utilisée à la place.',
};

export const crop: Catalog['crop'] = {
  heading: 'Choisissez la zone de votre signature',
  hint: 'Faites glisser le cadre, ses coins ou ses bords. Au clavier\u202F: les flèches déplacent le cadre, Maj+flèches le redimensionnent, Entrée équivaut à Utiliser cette zone.',
  box: (width: number, height: number) =>
    `Zone de recadrage, ${width}\u00A0×\u00A0${height}\u00A0pixels`,
  picture: 'L’image à recadrer',
  rotate: 'Pivoter',
  rotateLabel: 'Faire pivoter l’image d’un quart de tour vers la droite',
  use: 'Utiliser cette zone',
  cancel: 'Annuler',
  handles: {
    n: 'bord supérieur',
    s: 'bord inférieur',
    e: 'bord droit',
    w: 'bord gauche',
    ne: 'coin supérieur droit',
    nw: 'coin supérieur gauche',
    se: 'coin inférieur droit',
    sw: 'coin inférieur gauche',
  },
};

export const live: Catalog['live'] = {
  heading: 'Guidage en direct',
  preview: 'Aperçu en direct',
  previewAlt: 'La signature dans le cadre, nettoyée, telle qu’elle serait capturée maintenant',
  autoCapture: 'Capture automatique',
  sound: 'Son',
  hints: {
    'no-signature': 'Tenez votre signature dans le cadre',
    'touches-edge': 'La signature touche le bord — éloignez la feuille',
    'too-dark': 'Trop sombre — ajoutez de la lumière',
    shadow: 'Ombre sur la feuille — tournez-vous vers la lumière',
    blurry: 'Flou — ne bougez plus',
    glare: 'Reflet sur la feuille — inclinez-la légèrement',
    ready: 'Prêt — appuyez sur Capturer ou Espace',
  },
  readyAuto: 'Prêt — ne bougez plus pour capturer',
  readyTouch: 'Prêt — appuyez sur Capturer',
  looking: 'Analyse du cadre…',
  rearm: 'Capturée — retirez la feuille pour capturer à nouveau',
  capturedCue: 'Capturée',
  unavailable: 'Le guidage en direct n’est pas disponible dans ce navigateur.',
};
