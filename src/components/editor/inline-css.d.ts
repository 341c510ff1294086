/** A stylesheet imported as text (`?inline`), which Vite turns into a string. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
