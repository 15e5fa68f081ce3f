// The texts of a leaf-format file in one language (build/locale-texts.ts serves them).
declare module "*?locale=en" {
  const texts: import("./texts").TextTree;
  export default texts;
}
declare module "*?locale=es" {
  const texts: import("./texts").TextTree;
  export default texts;
}
declare module "*?locale=fr" {
  const texts: import("./texts").TextTree;
  export default texts;
}
declare module "*?locale=zh-Hans" {
  const texts: import("./texts").TextTree;
  export default texts;
}
declare module "*?locale=zh-Hant" {
  const texts: import("./texts").TextTree;
  export default texts;
}
