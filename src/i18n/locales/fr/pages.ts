// French texts of the Instructions, FAQ, About and Privacy Policy pages.
import type { Catalog } from '../../catalog.ts';

export const instructions: Catalog['instructions'] = {
  title: 'Mode d’emploi',
  description:
    'Comment capturer votre signature manuscrite avec InkLift en cinq étapes, avec quelques astuces pour un résultat net et transparent.',
  heading: 'Comment capturer votre signature',
  stepsHeading: 'Cinq étapes',
  steps: [
    {
      title: 'Préparez l’éclairage',
      text: 'Placez-vous face à une fenêtre ou à une lampe pour que la feuille soit éclairée uniformément.',
    },
    {
      title: 'Démarrez et capturez',
      text: 'Appuyez sur Démarrer, tenez votre signature sur papier blanc dans le cadre guide, puis appuyez sur Capturer.',
    },
    {
      title: 'Vérifiez l’aperçu',
      text: 'Regardez l’aperçu. S’il est flou ou coupé, capturez simplement à nouveau.',
    },
    {
      title: 'Nettoyez',
      text: 'Appuyez sur Nettoyer pour retirer le papier et ne garder que l’encre.',
    },
    {
      title: 'Enregistrez',
      text: 'Appuyez sur Enregistrer en PNG pour télécharger votre fichier transparent signature.png.',
    },
  ],
  tipsHeading: 'Astuces rapides',
  tips: [
    'Utilisez un stylo foncé sur du papier blanc.',
    'Éclairez la feuille uniformément, sans ombres.',
    'Tenez la feuille immobile et alignez-la sur le cadre guide.',
    'Sur un téléphone, utilisez la caméra arrière.',
    'Le format paysage fonctionne souvent mieux que le portrait.',
  ],
};

export const faq: Catalog['faq'] = {
  title: 'FAQ',
  description:
    'Réponses sur InkLift\u202F: gratuit et sans inscription, PNG transparent, rien à installer, et des images qui ne quittent jamais votre appareil.',
  heading: 'Questions fréquentes',
  items: [
    {
      question: 'InkLift est-il gratuit\u202F? Faut-il s’inscrire\u202F?',
      answer: 'Oui, il est entièrement gratuit, sans inscription ni compte d’aucune sorte.',
    },
    {
      question: 'Quel fichier vais-je obtenir\u202F?',
      answer:
        'Une image PNG à fond transparent\u202F: seule l’encre de votre signature reste, elle s’intègre donc proprement à n’importe quel document.',
    },
    {
      question: 'Faut-il un logiciel particulier\u202F?',
      answer:
        'Non. Un navigateur web récent et une webcam (ou l’appareil photo d’un téléphone) suffisent\u202F; il n’y a rien à installer.',
    },
    {
      question: 'Ma signature quitte-t-elle mon appareil\u202F?',
      answer:
        'Jamais. Tout le traitement a lieu dans votre navigateur\u202F: la photo et le PNG restent sur votre appareil, et rien n’est envoyé nulle part, sauf si vous partagez vous-même le fichier.',
    },
    {
      question: 'InkLift se souvient-il de ma signature\u202F?',
      answer:
        'Seulement si vous le demandez\u202F: choisissez Garder dans Mes signatures sous un résultat, un dessin ou un nom tapé, et elle est conservée dans ce navigateur sur cet appareil, jamais sur un serveur. Mes signatures, sur la page de capture, montre ce qui est gardé\u202F; Supprimer en retire un, Tout oublier retire tout, et Exporter dans un fichier permet de les emporter sur un autre appareil.',
    },
    {
      question: 'Ma webcam ne fonctionne pas. Que faire\u202F?',
      answer:
        'Vérifiez que votre navigateur est autorisé à utiliser la caméra (l’icône de caméra dans la barre d’adresse ou les paramètres du site), fermez les autres applications qui pourraient l’utiliser, puis actualisez la page et appuyez à nouveau sur Démarrer.',
    },
    {
      question: 'Puis-je signer un PDF avec un certificat\u202F?',
      answer:
        'Oui\u202F: Signer avec un certificat, sur la page Signer un PDF, signe (PAdES) avec votre .p12/.pfx ou un certificat créé ici, sans réseau\u202F: ni horodatage (il demande un serveur), ni révocation consultée.',
    },
  ],
};

export const about: Catalog['about'] = {
  title: 'À propos',
  description:
    'InkLift transforme une signature manuscrite en PNG net et transparent, directement dans votre navigateur — sans compte, sans serveur, sans envoi.',
  heading: 'À propos d’InkLift',
  intro: [
    'InkLift est un outil gratuit qui ne fait qu’une chose\u202F: transformer une signature manuscrite en PNG net et transparent. Présentez votre signature sur papier blanc à votre webcam, capturez-la dans le cadre guide, retirez le papier en un clic et enregistrez le résultat — prêt à être placé dans un contrat, un formulaire, une facture ou un e-mail.',
    'Aucun compte, aucun serveur. Tout se passe sur votre propre appareil, dans votre navigateur\u202F: l’image de la caméra, la suppression de l’arrière-plan et le fichier que vous enregistrez ne vont nulle part.',
  ],
  useCasesHeading: 'Cas d’utilisation concrets',
  testimonials: [
    {
      quote:
        'Je signe une douzaine de contrats en freelance par mois. Signer une fois sur papier et glisser le même PNG net dans chaque PDF m’épargne l’impression, la numérisation et un passage chez le reprographe.',
      author: 'Marta, traductrice indépendante',
    },
    {
      quote:
        'Notre bureau des étudiants devait faire signer quarante attestations du jour au lendemain. Nous avons capturé la signature du président avec la webcam d’un ordinateur portable en moins d’une minute, et rien n’a été envoyé nulle part.',
      author: 'Daniel, trésorier du bureau des étudiants',
    },
  ],
  creditsHeading: 'Crédits',
  fonts:
    'Tapez votre signature utilise les polices manuscrites Dancing Script, Caveat, Great Vibes et Sacramento, de leurs auteurs, sous la SIL Open Font License 1.1. ',
  fontsLicence: 'Lire les licences des polices',
};

export const privacy: Catalog['privacy'] = {
  title: 'Politique de confidentialité',
  description:
    'InkLift traite votre signature en local dans votre navigateur et ne collecte aucune donnée personnelle. Lisez notre politique de confidentialité et nos conditions d’utilisation.',
  heading: 'Politique de confidentialité',
  sections: [
    {
      heading: 'Confidentialité et traitement des données',
      paragraphs: [
        'InkLift traite tout en local, dans votre navigateur. L’image de la caméra, la signature capturée et l’image nettoyée restent sur votre appareil\u202F; rien n’est envoyé, stocké sur un serveur ni partagé avec qui que ce soit.',
        'Nous ne collectons aucune donnée personnelle\u202F: pas de compte, pas de cookies, pas de mesure d’audience ni de pistage. L’accès à la caméra n’est utilisé que lorsque la caméra est allumée, et il s’arrête quand vous appuyez sur Arrêter ou quittez la page Capture.',
        'Deux choses sont toujours conservées dans ce navigateur, uniquement sur votre appareil\u202F: la langue que vous choisissez dans l’en-tête (si vous en choisissez une) et les fichiers de l’application elle-même, pour qu’elle fonctionne aussi hors ligne. Rien de ce que vous capturez ou signez n’y figure.',
        'Une troisième seulement si vous le demandez\u202F: quand vous choisissez Garder dans Mes signatures, cette signature ou ces initiales — l’image transparente, sa forme vectorielle, le nom que vous lui donnez, la couleur de l’encre et les dates où elle a été gardée et utilisée — sont enregistrées dans le stockage propre de ce navigateur pour ce site (IndexedDB), sur cet appareil uniquement, et jamais envoyées. Supprimez-en une avec Supprimer, tout avec Tout oublier (dans Mes signatures, sur la page de capture), ou effacez les données de ce site dans les réglages du navigateur. Exporter dans un fichier écrit un fichier que vous gardez vous-même\u202F; InkLift ne le voit jamais.',
        'Les seules ressources externes chargées par les pages sont les images des deux boutons de don. Ces requêtes ne transmettent ni page d’origine (referrer) ni aucune donnée sur vous ou votre signature.',
      ],
    },
    {
      heading: 'Conditions d’utilisation et avertissement',
      paragraphs: [
        'InkLift est fourni «\u202Fen l’état\u202F», sans garantie d’aucune sorte, expresse ou implicite, y compris d’adéquation à un usage particulier.',
        'Vous utilisez l’outil à vos propres risques. Vous êtes responsable de l’usage que vous faites de l’image de votre signature et du respect des règles applicables aux documents que vous signez.',
        'Dans toute la mesure permise par la loi, les auteurs déclinent toute responsabilité pour toute perte ou tout dommage résultant de l’utilisation d’InkLift.',
      ],
    },
  ],
};
