// Spanish texts of the result's correction tools.
import type { Catalog } from '../../catalog.ts';

export const correct: Catalog['correct'] = {
  open: 'Corregir el resultado',
  close: 'Terminar de corregir',
  heading: 'Corregir el resultado',
  hint: 'Elige una herramienta y toca el resultado o la foto de al lado. Las flechas mueven el marcador; Intro usa la herramienta ahí.',
  toolLegend: 'Herramienta',
  tools: {
    ink: 'Esto es la tinta',
    notInk: 'Esto no es tinta',
    erase: 'Borrar',
    restore: 'Recuperar',
  },
  brushSize: 'Tamaño del pincel',
  zoomLegend: 'Zoom',
  undo: 'Deshacer',
  redo: 'Rehacer',
  startOver: 'Empezar de nuevo',
  resultView: 'El resultado: usa la herramienta aquí',
  photoView: 'La foto tal como se tomó: toca un trazo para elegir su tinta',
  resultCaption: 'Resultado',
  photoCaption: 'Foto',
  inkLevel: {
    label: 'Más tinta / menos tinta',
    less: 'Menos tinta',
    more: 'Más tinta',
    reset: 'Restablecer',
    resetLabel: 'Restablecer la cantidad de tinta',
    valueText: (level: number) =>
      level === 0
        ? 'Como la eligió el limpiador'
        : level > 0
          ? `Más tinta (+${level})`
          : `Menos tinta (${level})`,
  },
  said: {
    ink: 'Limpiado de nuevo para la tinta elegida.',
    inkMore: (count: number) => `Limpiado de nuevo para las ${count} tintas elegidas.`,
    notInk: 'Quitado.',
    erase: 'Borrado.',
    restore: 'Recuperado.',
    nothing: 'No ha cambiado nada: ahí no hay tinta.',
    undone: 'Deshecho.',
    redone: 'Rehecho.',
    startedOver: 'Correcciones quitadas.',
    level: 'Cantidad de tinta cambiada.',
    penDown: 'Pincel apoyado: las flechas dibujan, Intro lo levanta.',
    penUp: 'Pincel levantado.',
  },
};
