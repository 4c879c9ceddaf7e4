// Texts of Save PNG, Save SVG, Copy and Share (es).
import type { Catalog } from '../../catalog.ts';

const orSavePng = 'Inténtalo de nuevo o usa Guardar PNG.';

export const actions: Catalog['actions'] = {
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
};
