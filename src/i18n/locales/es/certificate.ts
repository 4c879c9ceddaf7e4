// Spanish texts of signing with a certificate and of the digital signatures panel.
import type { Catalog } from '../../catalog.ts';

export const certificate: Catalog['certificate'] = {
  open: 'Firmar con certificado',
  heading: 'Firmar con un certificado',
  intro:
    'Una firma digital une el PDF a tu certificado: cualquiera puede ver quién lo firmó y si el archivo cambió desde entonces. Se crea en este dispositivo; no se envía nada a ningún sitio.',
  loading: 'Cargando las herramientas de certificado…',
  close: 'Cerrar',
  yours: 'Tu certificado',
  validUntil: (date: string) => `Válido hasta el ${date}`,
  remove: 'Quitar este certificado',
  removed: 'El certificado se quitó de este navegador.',
  none: 'Aún no hay ningún certificado en este dispositivo.',
  createLegend: 'Crear uno en este dispositivo',
  name: 'Nombre',
  email: 'Correo electrónico (opcional)',
  keyLegend: 'Clave',
  keyEc: 'P-256 (compacta)',
  keyRsa: 'RSA 2048 (la más compatible)',
  createWarning:
    'Es autofirmado y válido durante tres años: quien lo reciba verá que no lo emitió una autoridad de certificación.',
  create: 'Crear certificado',
  creating: 'Creando…',
  backup: 'Guardar también una copia de seguridad (.p12)',
  backupHint:
    'Solo ahora se puede guardar la clave: una vez guardada aquí, nada puede leerla. Con el archivo y su contraseña puede usar este certificado en otro dispositivo; guarde ambos en un lugar seguro.',
  backupPassword: 'Contraseña de la copia',
  backupRepeat: 'Repita la contraseña',
  backupShort: 'Elija una contraseña de al menos 8 caracteres para la copia.',
  backupMismatch: 'Las dos contraseñas no coinciden.',
  importLegend: 'O usa tu propio archivo .p12 / .pfx',
  file: 'Archivo del certificado',
  password: 'Contraseña',
  importButton: 'Abrir certificado',
  importing: 'Abriendo…',
  kept: (name: string) => `El certificado de ${name} está guardado en este navegador.`,
  chooseFile: 'Elige primero el archivo .p12 o .pfx.',
  importProblems: {
    'wrong-password': 'Esa contraseña no abre este archivo. Inténtalo de nuevo.',
    'no-key':
      'Este archivo contiene un certificado pero ninguna clave privada. Expórtalo de nuevo con su clave privada.',
    'no-certificate': 'Este archivo no contiene ningún certificado.',
    unreadable: 'Esto no es un archivo de certificado .p12 o .pfx.',
    expired: 'Este certificado ha caducado: ya no puede firmar.',
    'not-yet-valid':
      'Este certificado aún no es válido. Comprueba la fecha y la hora de este dispositivo.',
    'weak-key':
      'Rechazado: este certificado tiene una clave RSA de menos de 2048 bits, demasiado débil para firmar hoy.',
    sha1: 'Rechazado: este certificado está firmado con SHA-1, que ya no es seguro.',
    'key-type': 'Con este tipo de clave no se puede firmar aquí. Usa un certificado RSA o P-256.',
  },
  storeFailed:
    'No se pudo guardar el certificado en este navegador (una ventana privada o el almacenamiento bloqueado).',
  showLegend: 'En la página',
  invisible: 'Invisible (solo en el archivo)',
  visible: 'Mostrarla en la imagen de firma seleccionada, con tu nombre y la fecha',
  visibleNeedsPicture:
    'Para mostrarla en la página, coloca primero la imagen de tu firma y selecciónala (haz clic en ella).',
  certifyLegend: 'Certificar el documento',
  certifyNone: 'No, solo firmar',
  certifyNoChanges: 'Certificar: no se permite ningún cambio después',
  certifyForms: 'Certificar: después solo se permite rellenar formularios y firmar',
  certifyOnlyFirst: 'Solo la primera firma de un documento puede certificarlo.',
  sign: 'Firmar y guardar',
  signing: 'Firmando…',
  signed: (name: string) =>
    `Firmado y guardado como ${name}. Abre el archivo guardado para comprobarlo o añadir otra firma.`,
  signedBy: (name: string) => `Firmado digitalmente por ${name}`,
  signProblems: {
    encrypted:
      'Este PDF está cifrado, así que no se puede firmar aquí. Pide al remitente una copia sin contraseña.',
    locked: 'Este PDF está certificado sin permitir cambios: no admite otra firma.',
    damaged: 'No se pudo leer este PDF para firmarlo.',
    failed: 'No se pudo crear la firma. No se guardó nada.',
  },
  noNetwork:
    'Comprobado solo en este dispositivo: no se consulta ningún sellado de tiempo, revocación ni autoridad de certificación, pues cada uno necesita un servidor.',
  panelHeading: 'Firmas digitales',
  checking: 'Comprobando las firmas digitales…',
  checkFailed: 'No se pudieron comprobar las firmas digitales de este PDF.',
  count: (count: number) =>
    count === 1 ? 'Este PDF lleva 1 firma digital.' : `Este PDF lleva ${count} firmas digitales.`,
  unknownSigner: 'Firmante desconocido',
  claimed: (date: string) => `Firmado el ${date}, según el reloj del firmante`,
  intact: 'El contenido firmado está intacto.',
  broken: 'El contenido firmado se modificó: esta firma no es válida.',
  unchanged: 'No se cambió nada después.',
  changedAfter: (revisions: number, changes: string) =>
    `${revisions === 1 ? '1 revisión posterior' : `${revisions} revisiones posteriores`}: ${changes}.`,
  changes: {
    signatures: 'otra firma',
    form: 'formulario rellenado',
    pages: 'páginas añadidas o quitadas',
    annotations: 'anotaciones',
    content: 'contenido de la página',
    other: 'otros cambios',
  },
  selfSignedCertificate: 'Certificado autofirmado: nadie responde del nombre que contiene.',
  unknownIssuer: (issuer: string) =>
    `Emitido por ${issuer}, una autoridad que esta aplicación no puede comprobar.`,
  expired: 'Tu certificado había caducado en la fecha indicada.',
  notYetValid: 'Tu certificado aún no era válido en la fecha indicada.',
  certifies: {
    1: 'Certifica el documento: no se permite ningún cambio.',
    2: 'Certifica el documento: se permite rellenar formularios y firmar.',
    3: 'Certifica el documento: se permite rellenar formularios, firmar y comentar.',
  },
  breakFlatten:
    'Este PDF lleva una firma digital. Aplanar reescribe su formulario y elimina la firma.',
  breakEncrypted:
    'Este PDF lleva una firma digital y está cifrado: guardarlo reescribe el archivo y anula la firma.',
  keepAndSave: 'Guardar sin aplanar',
  breakAndSave: 'Anular la firma y guardar',
  cancel: 'Cancelar',
};
