// Vite's `?url` import of the kernels (a hashed asset's path), for the worker project, which
// does not load vite/client's types.
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
