/** True on little-endian machines (all current browsers' platforms): the byte order that lets
 * the pixel loops read and write RGBA or four grey bytes as one 32-bit word. */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
