// Spanish texts of the Sign page: opening a PDF, placing signatures and saving the signed copy.
import type { Catalog } from '../../catalog.ts';

export const sign: Catalog['sign'] = {
  title: 'Firmar un PDF',
  description:
    'Coloca tu firma en un PDF y guarda la copia firmada, en tu navegador y sin subir el documento a ningún sitio. Gratis y privado.',
  heading: 'Firmar un PDF',
  intro:
    'Abre un PDF, coloca tu firma en él y guarda la copia firmada. El documento se queda en este dispositivo: nunca se sube. ',
  introCapture: 'Captura tu firma',
  introAfter: ' antes, o elige una imagen de ella cuando el PDF esté abierto.',
  openPdf: 'Abrir un PDF',
  dropHint: 'o arrastra un PDF aquí',
  dropHere: 'Suelta el PDF para abrirlo',
  opening: (name: string) => `Abriendo ${name}…`,
  opened: (name: string, pages: number) =>
    `${name} está abierto: ${pages} ${pages === 1 ? 'página' : 'páginas'}.`,
  openAnother: 'Abrir otro PDF',
  failures: {
    'not-pdf': 'Este archivo no es un PDF. Elige un archivo que termine en .pdf.',
    damaged:
      'Este PDF está dañado o incompleto y no se puede abrir. Prueba a descargarlo de nuevo o elige otra copia.',
    'needs-password': 'Este PDF está protegido con contraseña. Escríbela para abrir el documento.',
    'wrong-password': 'La contraseña no es correcta. Inténtalo de nuevo.',
    unavailable:
      'No se han podido cargar las herramientas de PDF. Conéctate a internet e inténtalo de nuevo: una vez cargadas, también funcionan sin conexión.',
  },
  readFailed: 'No se ha podido leer el archivo. Vuelve a elegirlo.',
  passwordLabel: 'Contraseña',
  passwordSubmit: 'Abrir',
  passwordCancel: 'Cancelar',
  signatureHeading: 'Firma',
  signatureAlt: 'Tu firma',
  noSignature: 'Aún no hay firma. ',
  captureLink: 'Captura una',
  noSignatureAfter: ' o elige una imagen de tu firma.',
  chooseImage: 'Elegir imagen de firma',
  chooseImageHint:
    'Un PNG o SVG con fondo transparente, o una foto de tu firma: se le quita el papel por ti.',
  imageFailed:
    'No se pudo obtener una firma de esa imagen. Elige un PNG o SVG, o una foto nítida de tu firma sobre papel blanco.',
  addSignature: 'Añadir a esta página',
  placeHint: 'Haz clic o toca una página para colocar tu firma.',
  keyboardHint: 'Las flechas mueven la firma, Mayús+flechas cambian su tamaño y Supr la elimina.',
  addDate: 'Añadir la fecha de hoy debajo de cada firma',
  zoom: 'Zoom',
  zoomOut: 'Reducir',
  zoomIn: 'Ampliar',
  fitWidth: 'Ajustar al ancho',
  zoomLevel: (percent: number) => `${percent}\u00A0%`,
  pageLabel: 'Página',
  ofPages: (count: number) => `de ${count}`,
  pageCaption: (page: number, count: number) => `Página ${page} de ${count}`,
  pageRegion: (page: number) => `Página ${page}`,
  documentRegion: 'Las páginas del documento',
  placement: (page: number) => `Firma en la página ${page}`,
  placementRole: 'firma colocada',
  remove: (page: number) => `Quitar la firma de la página ${page}`,
  placed: (page: number) => `Firma colocada en la página ${page}.`,
  removed: (page: number) => `Se ha quitado la firma de la página ${page}.`,
  resized: (percent: number) => `Tamaño de la firma: ${percent}\u00A0%.`,
  placements: (count: number) =>
    count === 0
      ? 'Aún no has colocado ninguna firma.'
      : `${count} ${count === 1 ? 'firma colocada' : 'firmas colocadas'}.`,
  flatten: 'Aplanar los campos que rellene',
  flattenHint:
    'Sus valores pasan a formar parte de la página. Los campos vacíos y los de firma siguen rellenables.',
  save: 'Guardar PDF firmado',
  saving: 'Guardando…',
  saved: (name: string) => `Se ha guardado ${name}.`,
  saveFailed:
    'No se ha podido escribir el PDF firmado. Tu documento y las firmas colocadas no han cambiado.',
  protectedNote: 'La copia firmada se abre con la misma contraseña.',
  unwritable: (characters: string) =>
    `La fuente estándar del PDF no puede escribir estos caracteres: ${characters}. Quítelos o cámbielos y vuelva a guardar. No se ha perdido nada.`,
  fieldRefused: (field: string) =>
    `El campo «${field}» no admite ese valor. Cámbielo y vuelva a guardar. No se ha perdido nada.`,
  restricted:
    'Su autor restringió los cambios en este PDF. Su copia firmada conserva las mismas restricciones en los lectores que las respetan.',
  localNote: 'Todo ocurre en tu navegador: el PDF y tu firma nunca salen de este dispositivo.',
  xfaForm:
    'Este es un formulario XFA: sus campos no se pueden rellenar aquí. Aun así puede colocar su firma, texto, fechas y marcas en sus páginas.',
  nextPlace: (at: number | null, count: number) =>
    at === null
      ? `Siguiente lugar para firmar (${count})`
      : `Siguiente lugar (${at + 1} de ${count})`,
  spots: { signature: 'Firme aquí', initials: 'Inicie aquí', date: 'Fecha aquí' },
  spotAt: (what: string, page: number) => `${what}: página ${page}.`,
  spotUsed: (what: string, page: number) => `${what}: colocado en la página ${page}.`,
  photoCrop: 'La firma de su foto',
  photoOpening: 'Abriendo la foto…',
  photoCleaning: 'Quitando el papel…',
  photoCorrect: 'Usar y corregir',
  photoUseResult: 'Usar esta firma',
  photoBack: 'Volver al área',
  photoNoInk: 'No se encontró ninguna firma en esta área. Vuelva y elija otra.',
  photoTooDark:
    'Esta foto está demasiado oscura para leer la firma: pueden faltar trazos o salir con puntos. Vuelva a hacerla con más luz o elija otra foto.',
  photoTooBlurred:
    'Esta foto está demasiado borrosa para leer la firma: pueden faltar trazos o salir emborronados. Vuelva a hacerla sin moverse y dejando que la cámara enfoque, o elija otra foto.',
  replaceUnsaved: (name: string) =>
    `¿Abrir otro PDF? Lo que colocó y rellenó en ${name} aún no está guardado y se perderá.`,
  leaveUnsaved: (name: string) =>
    `¿Salir de esta página? Lo que colocó y rellenó en ${name} aún no está guardado y se perderá.`,
  toolsSummary: 'Firma y herramientas',
  toolsLegend: 'Un clic en una página coloca',
  inkLegend: 'Texto y marcas en',
  inks: { black: 'Negro', blue: 'Azul' },
  tools: {
    signature: 'Firma',
    text: 'Texto',
    date: 'Fecha',
    tick: 'Marca ✓',
    cross: 'Cruz ✗',
  },
  items: {
    text: (page: number) => `Texto en la página ${page}`,
    date: (page: number) => `Fecha en la página ${page}`,
    tick: (page: number) => `Marca en la página ${page}`,
    cross: (page: number) => `Cruz en la página ${page}`,
  },
  itemPlaced: (label: string) => `${label}: colocado.`,
  itemRemoved: (label: string) => `${label}: quitado.`,
  removeItem: (label: string) => `Quitar: ${label}`,
  smallerText: 'Texto más pequeño',
  largerText: 'Texto más grande',
  everyPage: 'Repetir en cada página',
  repeated: (count: number) =>
    count === 1 ? 'Copiado en 1 página más.' : `Copiado en ${count} páginas más.`,
  repeatedAlready: 'Ya está en todas las páginas.',
  undo: 'Deshacer',
  undone: 'Deshecho.',
  altSignature: (name: string | null) => (name ? `Firma de ${name}` : 'Firma'),
  altInitials: (name: string | null) => (name ? `Iniciales de ${name}` : 'Iniciales'),
};
