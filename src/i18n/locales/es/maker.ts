// Texts of Draw and Type (es).
import type { Catalog } from '../../catalog.ts';

export const maker: Catalog['maker'] = {
  launcher: {
    noPaper: '¿No tiene papel a mano?',
    draw: 'Dibujar una firma',
    type: 'Escribir una firma',
    opening: 'Abriendo…',
    loadFailed:
      'No se pudo cargar esta parte de InkLift. Compruebe la conexión y vuelva a intentarlo.',
  },
  drawTitle: 'Dibuje su firma',
  typeTitle: 'Escriba su firma',
  close: 'Cerrar',
  draw: {
    padLabel: 'Área de dibujo',
    strokes: (count: number) =>
      count === 0 ? 'aún no hay nada dibujado' : count === 1 ? '1 trazo' : `${count} trazos`,
    padHint: 'Firme aquí',
    undo: 'Deshacer',
    clear: 'Borrar',
    keyboardNote:
      'Para dibujar hace falta un dedo, un lápiz o un ratón. Con un teclado o un conmutador, escriba su nombre en su lugar.',
    typeInstead: 'Escribir en su lugar',
    announce: {
      undone: 'Trazo deshecho.',
      cleared: 'Dibujo borrado.',
    },
  },
  type: {
    nameLabel: 'Su nombre',
    fontLegend: 'Letra manuscrita',
    sample: 'Su nombre',
    fontsLoading: 'Cargando las letras manuscritas…',
    fontsFailed:
      'No se pudieron cargar las letras manuscritas, así que se usa la fuente del sistema. Vuelva a intentarlo cuando tenga conexión.',
    systemFontNote:
      'Las letras manuscritas solo tienen caracteres latinos: los demás se escriben con la fuente de su sistema.',
    drawInstead: 'Dibujar en su lugar',
  },
  output: {
    heading: 'Su firma',
    previewAlt: 'Su firma tal como se guardará',
    empty: {
      draw: 'Su firma aparecerá aquí en cuanto la dibuje.',
      type: 'Su firma aparecerá aquí en cuanto escriba su nombre.',
    },
    failed: 'No se pudo crear la firma. Cambie algo para volver a intentarlo.',
    trim: 'Ajustar a la tinta',
    colourLegend: 'Color de la tinta',
    colours: { black: 'Negro', blue: 'Azul' },
    thickness: {
      label: 'Grosor del trazo',
      thinner: 'Más fino',
      thicker: 'Más grueso',
      valueText: (percent: number) =>
        percent === 100 ? 'Ancho habitual' : `${percent} % del ancho habitual`,
    },
    signPdf: 'Firmar un PDF',
  },
};
