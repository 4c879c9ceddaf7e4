// French texts of signing with a certificate and of the digital signatures panel.
import type { Catalog } from '../../catalog.ts';

export const certificate: Catalog['certificate'] = {
  open: 'Signer avec un certificat',
  heading: 'Signer avec un certificat',
  intro:
    'Une signature numérique lie le PDF à votre certificat\u202F: chacun voit qui l’a signé et si le fichier a changé depuis. Elle est créée sur cet appareil\u202F; rien n’est envoyé nulle part.',
  loading: 'Chargement des outils de certificat…',
  close: 'Fermer',
  yours: 'Votre certificat',
  validUntil: (date: string) => `Valide jusqu’au ${date}`,
  remove: 'Retirer ce certificat',
  removed: 'Le certificat a été retiré de ce navigateur.',
  none: 'Pas encore de certificat sur cet appareil.',
  createLegend: 'En créer un sur cet appareil',
  name: 'Nom',
  email: 'E-mail (facultatif)',
  keyLegend: 'Clé',
  keyEc: 'P-256 (compacte)',
  keyRsa: 'RSA 2048 (la plus compatible)',
  createWarning:
    'Il est auto-signé et valide trois ans\u202F: les destinataires verront qu’il n’a pas été émis par une autorité de certification.',
  create: 'Créer le certificat',
  creating: 'Création…',
  backup: 'Enregistrer aussi une copie de sauvegarde (.p12)',
  backupHint:
    'C’est le seul moment où la clé peut être sauvegardée\u202F: une fois conservée ici, rien ne peut plus la lire. Avec le fichier et son mot de passe, vous pourrez utiliser ce certificat sur un autre appareil\u202F; conservez-les en lieu sûr.',
  backupPassword: 'Mot de passe de la sauvegarde',
  backupRepeat: 'Le mot de passe à nouveau',
  backupShort: 'Choisissez un mot de passe d’au moins 8 caractères pour la sauvegarde.',
  backupMismatch: 'Les deux mots de passe ne sont pas identiques.',
  importLegend: 'Ou utilisez votre propre fichier .p12 / .pfx',
  file: 'Fichier du certificat',
  password: 'Mot de passe',
  importButton: 'Ouvrir le certificat',
  importing: 'Ouverture…',
  kept: (name: string) => `Le certificat de ${name} est conservé dans ce navigateur.`,
  chooseFile: 'Choisissez d’abord le fichier .p12 ou .pfx.',
  importProblems: {
    'wrong-password': 'Ce mot de passe n’ouvre pas ce fichier. Réessayez.',
    'no-key': 'Ce fichier ne contient pas de clé privée. Exportez-le de nouveau avec sa clé.',
    'no-certificate': 'Ce fichier ne contient aucun certificat.',
    unreadable: 'Ce n’est pas un fichier de certificat .p12 ou .pfx.',
    expired: 'Ce certificat a expiré\u202F: il ne peut plus signer.',
    'not-yet-valid':
      'Ce certificat n’est pas encore valide. Vérifiez la date et l’heure de cet appareil.',
    'weak-key':
      'Refusé\u202F: ce certificat a une clé RSA de moins de 2048 bits, trop faible pour signer aujourd’hui.',
    sha1: 'Refusé\u202F: ce certificat est signé avec SHA-1, qui n’est plus sûr.',
    'key-type': 'Ce type de clé ne peut pas signer ici. Utilisez un certificat RSA ou P-256.',
  },
  storeFailed:
    'Le certificat n’a pas pu être conservé dans ce navigateur (fenêtre privée ou stockage bloqué).',
  showLegend: 'Sur la page',
  invisible: 'Invisible (dans le fichier seulement)',
  visible: 'L’afficher sur l’image de signature sélectionnée, avec votre nom et la date',
  visibleNeedsPicture:
    'Pour l’afficher sur la page, placez d’abord l’image de votre signature puis sélectionnez-la (cliquez dessus).',
  certifyLegend: 'Certifier le document',
  certifyNone: 'Non, seulement signer',
  certifyNoChanges: 'Certifier\u202F: aucune modification permise ensuite',
  certifyForms: 'Certifier\u202F: ensuite seuls le remplissage et la signature sont permis',
  certifyOnlyFirst: 'Seule la première signature d’un document peut le certifier.',
  sign: 'Signer et enregistrer',
  signing: 'Signature…',
  signed: (name: string) =>
    `Signé et enregistré sous ${name}. Ouvrez ce fichier pour le vérifier ou signer de nouveau.`,
  signedBy: (name: string) => `Signé numériquement par ${name}`,
  signProblems: {
    encrypted: 'Un PDF chiffré ne peut pas être signé ici. Demandez une copie sans mot de passe.',
    locked:
      'Ce PDF est certifié sans modification permise\u202F: il ne peut pas recevoir une autre signature.',
    damaged: 'Ce PDF n’a pas pu être lu pour le signer.',
    failed: 'La signature n’a pas pu être créée. Rien n’a été enregistré.',
  },
  noNetwork:
    'Vérifié sur cet appareil seulement\u202F: aucun horodatage, aucune révocation ni autorité de certification n’est consulté, car chacun demande un serveur.',
  panelHeading: 'Signatures numériques',
  checking: 'Vérification des signatures numériques…',
  checkFailed: 'Les signatures numériques de ce PDF n’ont pas pu être vérifiées.',
  count: (count: number) =>
    count === 1
      ? 'Ce PDF porte 1 signature numérique.'
      : `Ce PDF porte ${count} signatures numériques.`,
  unknownSigner: 'Signataire inconnu',
  claimed: (date: string) => `Signé le ${date}, selon l’horloge du signataire`,
  intact: 'Le contenu signé est intact.',
  broken: 'Le contenu signé a été modifié\u202F: cette signature n’est plus valide.',
  unchanged: 'Rien n’a été modifié ensuite.',
  changedAfter: (revisions: number, changes: string) =>
    `${revisions === 1 ? '1 révision ultérieure' : `${revisions} révisions ultérieures`}\u202F: ${changes}.`,
  changes: {
    signatures: 'une autre signature',
    form: 'formulaire rempli',
    pages: 'pages ajoutées ou retirées',
    annotations: 'annotations',
    content: 'contenu des pages',
    other: 'autres modifications',
  },
  selfSignedCertificate:
    'Certificat auto-signé\u202F: personne ne se porte garant du nom qu’il contient.',
  unknownIssuer: (issuer: string) =>
    `Émis par ${issuer}, une autorité que cette application ne peut pas vérifier.`,
  expired: 'Son certificat avait expiré à la date annoncée.',
  notYetValid: 'Son certificat n’était pas encore valide à la date annoncée.',
  certifies: {
    1: 'Certifie le document\u202F: aucune modification permise.',
    2: 'Certifie le document\u202F: remplissage et signature permis.',
    3: 'Certifie le document\u202F: remplissage, signature et commentaires permis.',
  },
  breakFlatten: 'Ce PDF est signé. L’aplatir réécrit son formulaire et supprime la signature.',
  breakEncrypted:
    'Ce PDF porte une signature numérique et il est chiffré\u202F: l’enregistrer réécrit le fichier et invalide la signature.',
  keepAndSave: 'Enregistrer sans aplatir',
  breakAndSave: 'Invalider la signature et enregistrer',
  cancel: 'Annuler',
};
