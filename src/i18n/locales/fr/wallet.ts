// French texts of My signatures.
import type { Catalog } from '../../catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Mes signatures',
  intro:
    'Conservées uniquement dans ce navigateur, sur cet appareil : jamais envoyées, effacées dès que vous les supprimez ou effacez les données de ce site.',
  kinds: { signature: 'Signature', initials: 'Initiales' },
  keep: {
    open: 'Garder dans Mes signatures',
    legend: 'Garder comme',
    name: 'Nom',
    confirm: 'Garder',
    cancel: 'Annuler',
    working: 'Enregistrement…',
    kept: (name: string) => `« ${name} » est dans Mes signatures sur cet appareil.`,
    see: 'Voir Mes signatures',
    persistent:
      'Ce navigateur a accepté de conserver Mes signatures même quand son espace de stockage se réduit.',
    bestEffort:
      'Ce navigateur peut effacer Mes signatures quand son espace de stockage se réduit. Exportez-les dans un fichier pour en garder une copie.',
  },
  failures: {
    newer:
      'Une version plus récente d’InkLift, ouverte dans un autre onglet, a mis à jour Mes signatures. Rechargez cette page pour les utiliser ici.',
    refused:
      'Cette fenêtre du navigateur ne permet rien de conserver (fenêtre privée, ou stockage bloqué pour ce site). La signature reste ici pendant cette visite : enregistrez-la plutôt dans un fichier.',
    full: 'Le stockage de ce navigateur pour le site est plein. Supprimez ce dont vous n’avez plus besoin, ou enregistrez cette signature dans un fichier : elle reste ici pendant cette visite.',
    failed:
      'Le navigateur n’a pas pu la conserver. La signature reste ici pendant cette visite : enregistrez-la dans un fichier ou réessayez.',
    blocked:
      'Un autre onglet InkLift utilise encore Mes signatures. Fermez les autres onglets InkLift, puis réessayez.',
  },
  limitReached: (max: number) =>
    `Mes signatures est plein : il contient au plus ${max} éléments. Supprimez ceux dont vous n’avez plus besoin pour garder celui-ci ; il reste ici pour cette visite.`,
  nameRefused:
    'Ce nom ne peut pas être utilisé : il contient des caractères qui inversent le sens du texte, ou rien de visible. Saisissez un autre nom.',
  lost: (n: number) =>
    `Mes signatures contenait ici ${n === 1 ? '1 élément' : `${n} éléments`} et est vide maintenant : le navigateur a effacé le stockage de ce site. Si vous les avez exportées dans un fichier, choisissez Importer depuis un fichier pour les retrouver.`,
  lostSeen: 'Masquer',
  exportSuggested: (n: number) =>
    `${n} éléments ne sont gardés que dans ce navigateur. Exportez-les dans un fichier pour en garder une copie qu’un disque plein ou un navigateur vidé ne peut pas emporter.`,
  listFailed:
    'Mes signatures ne peuvent pas être lues dans cette fenêtre du navigateur (fenêtre privée, ou stockage bloqué pour ce site).',
  empty:
    'Rien n’est encore gardé. Créez une signature — sur papier, d’une photo, dessinée ou tapée — puis choisissez Garder dans Mes signatures.',
  count: (n: number) => (n === 1 ? '1 élément gardé' : `${n} éléments gardés`),
  listLabel: 'Signatures et initiales gardées',
  itemLabel: (name: string, kind: string) => `${name} (${kind})`,
  thumbAlt: (name: string) => `Signature gardée « ${name} »`,
  chosen: (name: string) => `« ${name} » choisie.`,
  signPdf: 'Signer un PDF avec',
  rename: 'Renommer',
  renameLabel: (name: string) => `Nouveau nom pour « ${name} »`,
  saveName: 'Enregistrer le nom',
  renamed: (name: string) => `Renommée « ${name} ».`,
  remove: 'Supprimer',
  removeAsk: (name: string) => `Supprimer « ${name} » de ce navigateur ?`,
  removeYes: 'Supprimer',
  removeNo: 'Annuler',
  removed: (name: string) => `« ${name} » supprimée.`,
  exportFile: 'Exporter dans un fichier',
  exported: (n: number) =>
    n === 1 ? '1 élément exporté dans un fichier.' : `${n} éléments exportés dans un fichier.`,
  importFile: 'Importer depuis un fichier',
  imported: (added: number, present: number) =>
    `${added === 1 ? '1 élément ajouté' : `${added} éléments ajoutés`}${
      present > 0 ? ` (${present} déjà présents)` : ''
    }.`,
  importFailures: {
    notWallet: 'Ce fichier n’est pas un fichier de signatures InkLift. Rien n’a été modifié.',
    newer:
      'Ce fichier vient d’une version plus récente d’InkLift. Rechargez la page pour la mettre à jour, puis importez-le à nouveau. Rien n’a été modifié.',
    damaged: 'Ce fichier de signatures est endommagé ou incomplet. Rien n’a été modifié.',
    tooLarge:
      'Ce fichier est trop volumineux pour être un fichier de signatures. Rien n’a été modifié.',
  },
  importPicture: (n: number) =>
    `L’élément ${n} de ce fichier n’est pas une image utilisable : elle est endommagée, tronquée ou n’a pas la taille indiquée par le fichier. Rien n’a été modifié.`,
  importTooMany: (items: number, room: number, max: number) =>
    `Ce fichier contient ${items} nouveaux éléments, et Mes signatures a de la place pour ${room} de plus (au plus ${max}). Supprimez ceux dont vous n’avez plus besoin, puis importez-le à nouveau. Rien n’a été modifié.`,
  showMore: (n: number) => `Afficher ${n} de plus`,
  forgetAll: 'Tout oublier',
  forgetAsk:
    'Supprimer toutes les signatures et initiales gardées dans ce navigateur ? C’est définitif.',
  forgetYes: 'Tout oublier',
  forgotten: 'Tout ce qui était gardé dans ce navigateur a été supprimé.',
  moveHint:
    'Pour les utiliser sur un autre appareil, exportez-les dans un fichier et importez-le là-bas : il ne passe jamais par un serveur.',
  placeLegend: 'Mes signatures',
  place: (name: string) => `Utiliser « ${name} »`,
};
