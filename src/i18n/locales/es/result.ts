// Spanish texts of the result's options, preview and ways out (save, copy, share, sign).
import type { Catalog } from '../../catalog.ts';

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
};
