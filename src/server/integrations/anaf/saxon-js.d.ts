// saxon-js (npm) ships no types: the parts used are typed where it is loaded (saxon.ts,
// testing/ubl-validation.ts).
declare module "saxon-js" {
  const SaxonJS: unknown;
  export default SaxonJS;
}
