// Spanish texts of the Capture page: the camera, the crop step and live guidance.
import type { Catalog } from '../../catalog.ts';

export const capture: Catalog['capture'] = {
  title: 'Captura',
  description:
    'Captura tu firma manuscrita con la webcam y guárdala como un PNG limpio y transparente. Gratis, privado y procesado por completo en tu navegador.',
  heading: 'Captura tu firma',
  localProcessing: {
    before:
      'Todo ocurre localmente en tu navegador: tus imágenes nunca salen de tu dispositivo. Lee nuestra ',
    privacyLink: 'Política de privacidad',
    between: ' o descubre más ',
    aboutLink: 'sobre InkLift',
    after: '.',
  },
  cameraHeading: 'Vista en directo',
  liveView: 'Imagen de la cámara en directo',
  resultHeading: 'Tu firma',
  start: 'Iniciar',
  stop: 'Detener',
  capture: 'Capturar',
  clean: 'Limpiar',
  save: 'Guardar',
  discard: 'Descartar',
  cameraSelect: 'Cámara',
  cameraFallbackLabel: (index: number) => `Cámara ${index + 1}`,
  noCameras: 'Aún no hay cámara',
  guideBox: 'Coloca tu firma dentro de este recuadro',
  guideBoxInitials: 'Coloca tus iniciales dentro de este recuadro',
  kindLegend: 'Capturar',
  kinds: { signature: 'Firma', initials: 'Iniciales' },
  cameraOff: 'Pulsa Iniciar para encender la cámara y sostén tu firma delante de ella.',
  cameraStarting: 'Encendiendo la cámara…',
  spaceHint: 'Consejo: pulsa Espacio para capturar mientras sostienes el papel.',
  timer: 'Capturar tras 3 segundos',
  countdown: (seconds: number) => `Captura en ${seconds}…`,
  cancelTimer: 'Cancelar temporizador',
  previewPlaceholder: 'Captura tu firma para verla aquí',
  openPhoto: 'Abrir una foto',
  openPhotoHint: '¿No tienes webcam? Abre, arrastra o pega una foto de tu firma.',
  openPhotoHintTouch: '¿No tienes webcam? Abre una foto de tu firma o haz una ahora.',
  dropHere: 'Suelta la foto aquí',
  crop: 'Recortar',
  shows: {
    captured: 'Aún sin limpiar: es la imagen tal como se capturó.',
    cleaned: 'Ya limpia: se ha quitado el papel.',
  },
  previewAlt: {
    captured: 'Tu firma capturada',
    cleaned: 'Tu firma sin el fondo',
  },
  enhanced: 'Limpieza avanzada: para sombras y bolígrafos finos',
  announce: {
    cameraOn: 'Cámara encendida.',
    cameraOff: 'Cámara apagada.',
    saved: 'Se ha guardado signature.png.',
  },
};

export const camera: Catalog['camera'] = {
  noFrames:
    'La cámara ha dejado de enviar imagen. Comprueba que está conectada y que ninguna otra aplicación la está usando; luego pulsa Iniciar de nuevo.',
  fellBack: (using: string) =>
    `La cámara elegida no está disponible, así que se usa ${using} en su lugar.`,
  fellBackUnnamed: 'La cámara elegida no está disponible, así que se usa otra en su lugar.',
};

export const crop: Catalog['crop'] = {
  heading: 'Elige la zona de tu firma',
  hint: 'Arrastra el recuadro, sus esquinas o sus bordes. Con el teclado: las flechas mueven el recuadro, Mayús+flechas cambian su tamaño e Intro equivale a Usar esta zona.',
  box: (width: number, height: number) => `Zona de recorte, ${width} × ${height} píxeles`,
  picture: 'La imagen que vas a recortar',
  rotate: 'Girar',
  rotateLabel: 'Girar la imagen un cuarto de vuelta a la derecha',
  use: 'Usar esta zona',
  cancel: 'Cancelar',
  handles: {
    n: 'borde superior',
    s: 'borde inferior',
    e: 'borde derecho',
    w: 'borde izquierdo',
    ne: 'esquina superior derecha',
    nw: 'esquina superior izquierda',
    se: 'esquina inferior derecha',
    sw: 'esquina inferior izquierda',
  },
};

export const live: Catalog['live'] = {
  heading: 'Guía en directo',
  preview: 'Vista previa en directo',
  previewAlt: 'La firma del recuadro, limpia, tal como se capturaría ahora',
  autoCapture: 'Captura automática',
  sound: 'Sonido',
  hints: {
    'no-signature': 'Sostén tu firma dentro del recuadro',
    'touches-edge': 'La firma toca el borde: aleja el papel',
    'too-dark': 'Demasiado oscuro: añade luz',
    shadow: 'Sombra sobre el papel: ponte de cara a la luz',
    blurry: 'Borroso: no te muevas',
    glare: 'Reflejos en el papel: inclínalo un poco',
    ready: 'Listo: pulsa Capturar o Espacio',
  },
  readyAuto: 'Listo: no te muevas y se capturará',
  readyTouch: 'Listo: pulsa Capturar',
  looking: 'Analizando el recuadro…',
  rearm: 'Capturada: retira el papel para volver a capturar',
  capturedCue: 'Capturada',
  unavailable: 'La guía en directo no está disponible en este navegador.',
};
