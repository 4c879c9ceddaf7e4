// Spanish texts of My signatures.
import type { Catalog } from '../../catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Mis firmas',
  intro:
    'Guardadas solo en este navegador de este dispositivo: nunca se suben y desaparecen cuando las elimina o borra los datos de este sitio.',
  kinds: { signature: 'Firma', initials: 'Iniciales' },
  keep: {
    open: 'Guardar en Mis firmas',
    legend: 'Guardar como',
    name: 'Nombre',
    confirm: 'Guardar',
    cancel: 'Cancelar',
    working: 'Guardando…',
    kept: (name: string) => `«${name}» está en Mis firmas en este dispositivo.`,
    see: 'Ver Mis firmas',
    persistent: 'Este navegador ha aceptado conservar Mis firmas aunque se quede sin espacio.',
    bestEffort:
      'Este navegador puede borrar Mis firmas cuando se quede sin espacio. Expórtalas a un archivo para guardar una copia.',
  },
  failures: {
    newer:
      'Una versión más reciente de InkLift, abierta en otra pestaña, ha actualizado Mis firmas. Vuelve a cargar esta página para usarlas aquí.',
    refused:
      'Esta ventana del navegador no permite guardar nada (una ventana privada, o el almacenamiento está bloqueado para este sitio). La firma sigue aquí durante esta visita: guárdela como archivo.',
    full: 'El almacenamiento de este navegador para el sitio está lleno. Elimine lo que ya no necesite o guarde esta firma como archivo: sigue aquí durante esta visita.',
    failed:
      'El navegador no pudo guardarla. La firma sigue aquí durante esta visita: guárdela como archivo o inténtelo de nuevo.',
    blocked:
      'Otra pestaña de InkLift sigue usando Mis firmas. Cierre las demás pestañas de InkLift y vuelva a intentarlo.',
  },
  limitReached: (max: number) =>
    `Mis firmas está lleno: guarda como máximo ${max} elementos. Elimina los que ya no necesites para guardar este; sigue aquí durante esta visita.`,
  nameRefused:
    'Este nombre no se puede usar: tiene caracteres que cambian la dirección del texto, o nada visible. Escribe otro nombre.',
  lost: (n: number) =>
    `Mis firmas tenía aquí ${n === 1 ? '1 elemento' : `${n} elementos`} y ahora está vacío: el navegador ha borrado el almacenamiento de este sitio. Si las exportaste a un archivo, elige Importar desde un archivo para recuperarlas.`,
  lostSeen: 'Cerrar aviso',
  exportSuggested: (n: number) =>
    `${n} elementos se guardan solo en este navegador. Expórtalos a un archivo para tener una copia que un disco lleno o un navegador borrado no puedan quitarte.`,
  listFailed:
    'Mis firmas no se pueden leer en esta ventana del navegador (una ventana privada, o el almacenamiento está bloqueado para este sitio).',
  empty:
    'Aún no ha guardado nada. Cree una firma —desde papel, una foto, dibujada o escrita— y elija Guardar en Mis firmas.',
  count: (n: number) => (n === 1 ? '1 elemento guardado' : `${n} elementos guardados`),
  listLabel: 'Firmas e iniciales guardadas',
  itemLabel: (name: string, kind: string) => `${name} (${kind})`,
  thumbAlt: (name: string) => `Firma guardada «${name}»`,
  chosen: (name: string) => `«${name}» elegida.`,
  signPdf: 'Firmar un PDF con ella',
  rename: 'Cambiar nombre',
  renameLabel: (name: string) => `Nuevo nombre para «${name}»`,
  saveName: 'Guardar nombre',
  renamed: (name: string) => `Nombre cambiado a «${name}».`,
  remove: 'Eliminar',
  removeAsk: (name: string) => `¿Eliminar «${name}» de este navegador?`,
  removeYes: 'Eliminar',
  removeNo: 'Cancelar',
  removed: (name: string) => `«${name}» eliminada.`,
  exportFile: 'Exportar a un archivo',
  exported: (n: number) =>
    n === 1 ? 'Se exportó 1 elemento a un archivo.' : `Se exportaron ${n} elementos a un archivo.`,
  importFile: 'Importar desde un archivo',
  imported: (added: number, present: number) =>
    `${added === 1 ? 'Se añadió 1 elemento' : `Se añadieron ${added} elementos`}${
      present > 0 ? ` (${present} ya estaban aquí)` : ''
    }.`,
  importFailures: {
    notWallet: 'Este archivo no es un archivo de firmas de InkLift. No se cambió nada.',
    newer:
      'Este archivo lo creó una versión más reciente de InkLift. Recargue la página para actualizar y vuelva a importarlo. No se cambió nada.',
    damaged: 'Este archivo de firmas está dañado o incompleto. No se cambió nada.',
    tooLarge: 'Este archivo es demasiado grande para ser un archivo de firmas. No se cambió nada.',
  },
  importPicture: (n: number) =>
    `El elemento ${n} de este archivo no es una imagen utilizable: está dañada, cortada o no tiene el tamaño que indica el archivo. No se ha cambiado nada.`,
  importTooMany: (items: number, room: number, max: number) =>
    `Este archivo tiene ${items} elementos nuevos y Mis firmas tiene espacio para ${room} más (como máximo ${max}). Elimina los que ya no necesites y vuelve a importarlo. No se ha cambiado nada.`,
  showMore: (n: number) => `Mostrar ${n} más`,
  forgetAll: 'Olvidar todo',
  forgetAsk:
    '¿Eliminar todas las firmas e iniciales guardadas de este navegador? No se puede deshacer.',
  forgetYes: 'Olvidar todo',
  forgotten: 'Se eliminó todo lo guardado en este navegador.',
  moveHint:
    'Para usarlas en otro dispositivo, expórtelas a un archivo e impórtelo allí: nunca pasa por un servidor.',
  placeLegend: 'Mis firmas',
  place: (name: string) => `Usar «${name}»`,
};
