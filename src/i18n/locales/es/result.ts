// Spanish texts of the result's options, preview and ways out (save, copy, share, sign).
import type { Catalog } from '../../../app/i18n/catalog.ts';

const orSavePng = 'Inténtalo de nuevo o usa Guardar PNG.';

export const result: Catalog['result'] = {
  signPdf: 'Firmar un PDF',
  options: {
    trim: 'Ajustar a la firma',
    colourLegend: 'Color de la tinta',
    colours: { original: 'Original', black: 'Negro', blue: 'Azul' },
  },
  fineTune: {
    label: 'Grosor del trazo',
    lighter: 'Más fino',
    bolder: 'Más grueso',
    reset: 'Restablecer',
    resetLabel: 'Restablecer el grosor del trazo',
    valueText: (percent: number) =>
      percent === 100 ? 'Tal como se detectó' : `${percent} % del grosor detectado`,
    announce: (percent: number) =>
      percent === 100
        ? 'Grosor del trazo tal como se detectó.'
        : `Grosor del trazo: ${result.fineTune.valueText(percent).toLowerCase()}.`,
  },
  preview: {
    backgroundLegend: 'Fondo',
    backgrounds: {
      checker: 'Transparente',
      white: 'Papel blanco',
      dark: 'Oscuro',
    },
    zoomLegend: 'Zoom',
    zooms: { fit: 'Ajustar', actual: '1:1' },
    actualSizeRegion: 'Firma a tamaño real; desplázate para verla entera',
    busy: 'Actualizando…',
  },
  actions: {
    savePng: 'Guardar PNG',
    saveSvg: 'Guardar SVG',
    tracing: 'Vectorizando…',
    copy: 'Copiar',
    share: 'Compartir',
    shareTitle: 'Firma',
    announce: {
      savedPng: 'Se ha guardado signature.png.',
      savedSvg: 'Se ha guardado signature.svg.',
      copied: 'Firma copiada al portapapeles. Pégala en tu documento.',
      shared: 'Firma compartida.',
    },
    errors: {
      copyUnsupported:
        'Este navegador no permite que las páginas web copien imágenes al portapapeles. Usa Guardar PNG e inserta el archivo.',
      copyRefused: `El navegador no ha permitido copiar (puede que la página no tenga el foco o que el acceso al portapapeles esté bloqueado para este sitio). ${orSavePng}`,
      copyFailed: `No se ha podido copiar. ${orSavePng}`,
      svgFailed: `No se ha podido crear el SVG. ${orSavePng}`,
      shareFailed: 'No se ha podido compartir. Usa Guardar PNG.',
    },
  },
};
