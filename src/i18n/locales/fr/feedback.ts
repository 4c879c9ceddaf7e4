// French texts shown while a photo is worked on, or when a picture or the camera fails.
import type { Catalog } from '../../catalog.ts';

const startAgain = 'puis appuyez à nouveau sur Démarrer.';

export const feedback: Catalog['feedback'] = {
  steps: {
    open: 'Ouverture de la photo…',
    crop: 'Recadrage…',
    clean: 'Suppression de l’arrière-plan…',
  },
  cancel: 'Annuler',
  implausible: {
    tooMuchInk: (where: string) =>
      `Ce résultat semble incorrect\u202F: dans ${where}, plus d’un quart de la surface est devenu de l’encre\u202F; une ombre ou un bord sombre a sans doute été pris pour de l’encre.`,
    tooLittleInk: (where: string) =>
      `Ce résultat semble incorrect\u202F: presque rien n’a été gardé comme encre dans ${where}\u202F; la signature était sans doute trop pâle ou trop fine pour ce nettoyage.`,
    box: 'le cadre',
    photo: 'la photo',
    useEnhanced: 'Utiliser le nettoyage avancé',
    useStandard: 'Utiliser le nettoyage standard',
  },
  /** Where the correction tools fix a result, named as their buttons are. */
  fix: {
    tooLittleInk:
      'Ou appuyez sur « Corriger le résultat », choisissez « Ceci est l’encre » et touchez un trait sur la photo.',
    tooMuchInk:
      'Ou appuyez sur « Corriger le résultat », choisissez « Ceci n’est pas de l’encre » et touchez ce qui n’est pas de l’encre.',
    lines:
      'Des lignes du papier ont été gardées comme encre. Pour en retirer une, appuyez sur « Corriger le résultat », choisissez « Ceci n’est pas de l’encre » et touchez la ligne : elle part sur toute sa longueur.',
    hollow:
      'Certains traits sont sortis creux. Pour les remplir, appuyez sur « Corriger le résultat », choisissez « Ceci est l’encre » et touchez un trait.',
  },
  source: {
    noSignatureBox:
      'Aucune signature n’a été trouvée dans le cadre\u202F: on dirait du papier vierge. Tenez votre signature dans le cadre et capturez à nouveau.',
    noSignaturePhoto:
      'Aucune signature n’a été trouvée dans cette zone de la photo\u202F: on dirait du papier vierge. Appuyez sur Recadrer pour choisir la signature, ou ouvrez une autre photo.',
    blurry:
      'Cette capture est floue\u202F: les traits risquent d’être mous ou interrompus. Tenez le papier immobile, laissez la caméra faire la mise au point et capturez à nouveau.',
    tooDarkBox:
      'Cette capture est trop sombre pour lire la signature\u202F: des traits peuvent manquer ou être mouchetés. Ajoutez de la lumière (une lampe ou une fenêtre) et capturez à nouveau, ou appuyez sur Ouvrir une photo.',
    tooDarkPhoto:
      'Cette photo est trop sombre pour lire la signature\u202F: des traits peuvent manquer ou être mouchetés. Reprenez-la avec plus de lumière (une lampe ou une fenêtre), ou ouvrez une autre photo.',
    tooBlurredBox:
      'Cette capture est trop floue pour lire la signature\u202F: des traits peuvent manquer ou être bavés. Tenez le papier immobile, laissez la caméra faire la mise au point et capturez à nouveau, ou appuyez sur Ouvrir une photo.',
    tooBlurredPhoto:
      'Cette photo est trop floue pour lire la signature\u202F: des traits peuvent manquer ou être bavés. Reprenez-la sans bouger en laissant l’appareil faire la mise au point, ou ouvrez une autre photo.',
  },
  announce: {
    captured: 'Signature capturée.',
    cleaned: 'Arrière-plan supprimé.',
    discarded: 'Résultat supprimé.',
    cropReady:
      'Photo ouverte. Choisissez la zone de la signature, puis appuyez sur Utiliser cette zone.',
    cropped: 'Recadrage appliqué.',
    cancelled: 'Arrêté. Le résultat précédent est conservé.',
  },
  scaled: (megapixels: number) =>
    `Cette photo fait ${megapixels}\u00A0mégapixels\u202F; elle a été réduite à 50\u00A0mégapixels, bien assez pour une signature.`,
  problems: {
    empty: () => 'Ce fichier est vide. Choisissez à nouveau la photo, ou prenez-en une nouvelle.',
    notImage: () =>
      'Ce fichier n’est pas une image. Choisissez une photo\u202F: JPEG, PNG, WebP, AVIF, GIF ou BMP.',
    heic: () =>
      'Ce navigateur ne peut pas ouvrir les photos HEIC (le format de l’iPhone). Enregistrez-la en JPEG ou PNG — sur l’iPhone, Réglages › Appareil photo › Formats › Le plus compatible — ou faites-en une capture d’écran, puis ouvrez celle-ci.',
    unsupported: (format?: string) =>
      `Ce navigateur ne peut pas ouvrir les fichiers ${format ?? 'de ce type'}. Enregistrez l’image en JPEG ou PNG et ouvrez ce fichier.`,
    drawing: () =>
      'InkLift ne prend pas les images SVG : il nettoie des photos et des scans. Ouvrez une photo JPEG ou PNG de votre signature, ou placez le SVG sur un document avec Signer un PDF.',
    document: () =>
      'C’est un document PDF, pas une photo. Pour le signer, ouvrez-le dans Signer un PDF ; pour nettoyer une signature, ouvrez-en une photo JPEG ou PNG.',
    corrupt: (format?: string) =>
      `Ce fichier ${format ?? 'image'} est endommagé ou incomplet et ne peut pas être lu. Copiez-le ou téléchargez-le à nouveau, ou prenez une nouvelle photo.`,
    tooLarge: (size?: string) =>
      `Cette image est trop grande pour le navigateur (${size ?? 'un côté de plus de 32\u202F767\u00A0pixels'}). Réduisez-la ou recadrez-la dans une application photo, puis rouvrez-la.`,
    several: (count?: string) =>
      `Vous avez déposé ${count ?? 'plusieurs'} fichiers. Déposez ou choisissez une seule photo de votre signature.`,
    folder: () => 'Ceci est un dossier. Ouvrez-le et déposez ou choisissez-y une seule photo.',
    text: () =>
      'Ceci est du texte, pas une image. Copiez la photo elle-même (clic droit › Copier l’image) ou enregistrez-la et ouvrez le fichier.',
    cleanFailed: () => 'Le nettoyage a échoué. Réessayez.',
    saveFailed: () => 'L’image n’a pas pu être enregistrée. Réessayez.',
  },
  cameraErrors: {
    denied: `L’accès à la caméra est bloqué. Autorisez la caméra pour ce site — cliquez sur l’icône de caméra dans la barre d’adresse ou ouvrez les paramètres du site — ${startAgain}`,
    notFound: `Aucune caméra n’a été trouvée. Branchez une caméra (ou ouvrez plutôt une photo), ${startAgain}`,
    busy: `La caméra est utilisée par une autre application. Fermez cette application (appels vidéo, applis photo), ${startAgain}`,
    insecure: `La caméra ne fonctionne que sur une page sécurisée\u202F: ouvrez InkLift en https:// ou sur localhost, ${startAgain}`,
    unsupported:
      'Ce navigateur ne peut pas utiliser de caméra ici. Ouvrez plutôt une photo, ou essayez un navigateur récent.',
    disconnected: `La caméra a été débranchée. Rebranchez-la, ${startAgain}`,
    other: (reason: string) =>
      `La caméra n’a pas pu démarrer (${reason}). Appuyez sur Démarrer pour réessayer.`,
    reasons: {
      codeLoad: 'une partie de l’application ne s’est pas chargée ; vérifiez la connexion',
      notSupported: 'le navigateur ne prend pas en charge ce mode de caméra',
      unknown: 'une erreur inattendue',
    },
  },
};
