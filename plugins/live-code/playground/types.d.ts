// Types for the playground's build-time module (../index.mjs writes it with createData).

/** Each playground control's default, as the member source documents it (defaults.mjs). */
declare module '@generated/live-code/default/defaults.json' {
  const defaults: Record<string, Record<string, { text: string; value: unknown }>>;
  export default defaults;
}
