// Spanish texts shown while a photo is worked on, or when a picture or the camera fails.
import type { Catalog } from '../../catalog.ts';

const startAgain = 'y pulsa Iniciar de nuevo.';

export const feedback: Catalog['feedback'] = {
  steps: { open: 'Abriendo la foto…', crop: 'Recortando…', clean: 'Quitando el fondo…' },
  cancel: 'Cancelar',
  implausible: {
    tooMuchInk: (where: string) =>
      `Este resultado parece erróneo: en ${where}, más de una cuarta parte se ha convertido en tinta, así que probablemente se ha tomado por tinta una sombra o un borde oscuro.`,
    tooLittleInk: (where: string) =>
      `Este resultado parece erróneo: en ${where} casi nada se ha conservado como tinta, así que probablemente la firma era demasiado tenue o fina para esta limpieza.`,
    box: 'el recuadro',
    photo: 'la foto',
    useEnhanced: 'Usar limpieza avanzada',
    useStandard: 'Usar limpieza estándar',
  },
  /** Where the correction tools fix a result, named as their buttons are. */
  fix: {
    tooLittleInk:
      'O pulsa «Corregir el resultado», elige «Esto es la tinta» y toca un trazo en la foto.',
    tooMuchInk:
      'O pulsa «Corregir el resultado», elige «Esto no es tinta» y toca lo que no es tinta.',
    lines:
      'Se han conservado como tinta líneas del papel. Para quitar una, pulsa «Corregir el resultado», elige «Esto no es tinta» y toca la línea: se quita en toda su longitud.',
    hollow:
      'Algunos trazos han salido huecos. Para rellenarlos, pulsa «Corregir el resultado», elige «Esto es la tinta» y toca un trazo.',
  },
  source: {
    noSignatureBox:
      'No se encontró ninguna firma en el recuadro: parece papel en blanco. Sostén tu firma dentro del recuadro y vuelve a capturar.',
    noSignaturePhoto:
      'No se encontró ninguna firma en esta zona de la foto: parece papel en blanco. Pulsa Recortar para elegir la firma o abre otra foto.',
    blurry:
      'Esta captura está borrosa, así que los trazos pueden salir suaves o cortados. Mantén el papel quieto, deja que la cámara enfoque y vuelve a capturar.',
    tooDarkBox:
      'Esta captura está demasiado oscura para leer la firma: pueden faltar trazos o salir con puntos. Añade luz (una lámpara o una ventana) y vuelve a capturar, o pulsa Abrir una foto.',
    tooDarkPhoto:
      'Esta foto está demasiado oscura para leer la firma: pueden faltar trazos o salir con puntos. Vuelve a hacerla con más luz (una lámpara o una ventana) o abre otra foto.',
    tooBlurredBox:
      'Esta captura está demasiado borrosa para leer la firma: pueden faltar trazos o salir emborronados. Mantén el papel quieto, deja que la cámara enfoque y vuelve a capturar, o pulsa Abrir una foto.',
    tooBlurredPhoto:
      'Esta foto está demasiado borrosa para leer la firma: pueden faltar trazos o salir emborronados. Vuelve a hacerla sin moverte y dejando que la cámara enfoque, o abre otra foto.',
  },
  announce: {
    captured: 'Firma capturada.',
    cleaned: 'Fondo eliminado.',
    discarded: 'Resultado descartado.',
    cropReady: 'Foto abierta. Elige la zona de la firma y pulsa Usar esta zona.',
    cropped: 'Recorte aplicado.',
    cancelled: 'Detenido. Se conserva el resultado anterior.',
  },
  scaled: (megapixels: number) =>
    `Esta foto tiene ${megapixels} megapíxeles; se ha reducido a 50 megapíxeles, más que suficiente para una firma.`,
  problems: {
    empty: () => 'Ese archivo está vacío. Vuelve a elegir la foto o haz una nueva.',
    notImage: () =>
      'Ese archivo no es una imagen. Elige una foto: JPEG, PNG, WebP, AVIF, GIF o BMP.',
    heic: () =>
      'Este navegador no puede abrir fotos HEIC (el formato del iPhone). Guárdala como JPEG o PNG (en el iPhone: Ajustes › Cámara › Formatos › Más compatible) o hazle una captura de pantalla, y abre ese archivo.',
    unsupported: (format?: string) =>
      `Este navegador no puede abrir archivos ${format ?? 'de este tipo'}. Guarda la imagen como JPEG o PNG y abre ese archivo.`,
    drawing: () =>
      'InkLift no admite imágenes SVG: limpia fotos y escaneos. Abre una foto JPEG o PNG de tu firma, o coloca el SVG en un documento con Firmar PDF.',
    document: () =>
      'Eso es un documento PDF, no una foto. Para firmarlo, ábrelo en Firmar PDF; para limpiar una firma, abre una foto JPEG o PNG de ella.',
    corrupt: (format?: string) =>
      `Ese archivo ${format ?? 'de imagen'} está dañado o incompleto, así que no se puede leer. Vuelve a copiarlo o descargarlo, o haz una foto nueva.`,
    tooLarge: (size?: string) =>
      `Esa imagen es demasiado grande para el navegador (${size ?? 'un lado de más de 32\u00A0767 píxeles'}). Redúcela o recórtala en una aplicación de fotos y vuelve a abrirla.`,
    several: (count?: string) =>
      `Has arrastrado ${count ?? 'varios'} archivos. Arrastra o elige una sola foto de tu firma.`,
    folder: () => 'Eso es una carpeta. Ábrela y arrastra o elige una sola foto de ella.',
    text: () =>
      'Eso es texto, no una imagen. Copia la foto en sí (clic derecho › Copiar imagen) o guárdala y abre el archivo.',
    cleanFailed: () => 'La limpieza ha fallado. Inténtalo de nuevo.',
    saveFailed: () => 'No se ha podido guardar la imagen. Inténtalo de nuevo.',
  },
  cameraErrors: {
    denied: `El acceso a la cámara está bloqueado. Permite la cámara para este sitio (haz clic en el icono de la cámara de la barra de direcciones o abre la configuración del sitio) ${startAgain}`,
    notFound: `No se ha encontrado ninguna cámara. Conecta una (o abre una foto) ${startAgain}`,
    busy: `Otra aplicación está usando la cámara. Ciérrala (videollamadas, apps de cámara) ${startAgain}`,
    insecure: `La cámara solo funciona en una página segura: abre InkLift con https:// o en localhost ${startAgain}`,
    unsupported:
      'Este navegador no puede usar una cámara aquí. Abre una foto o prueba con un navegador actual.',
    disconnected: `La cámara se ha desconectado. Vuelve a conectarla ${startAgain}`,
    other: (reason: string) =>
      `No se ha podido iniciar la cámara (${reason}). Pulsa Iniciar para volver a intentarlo.`,
    reasons: {
      codeLoad: 'una parte de la aplicación no se ha cargado; comprueba la conexión',
      notSupported: 'el navegador no admite este modo de cámara',
      unknown: 'un error inesperado',
    },
  },
};
