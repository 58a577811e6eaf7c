// Types for build-time highlighting (this folder).

declare module '@theme/CodeBlock' {
  export interface Props {
    /** Each line of `children` as highlighted HTML, joined by "\n" (set by the remark plugin or highlight-loader). */
    readonly highlighted?: string;
  }
}

/** `import source from '!!highlight-loader!./File.tsx'`, or `'!!highlight-loader?language=tsx!./sketch.txt'` */
declare module '!!highlight-loader*' {
  const source: import('@site/plugins/code-highlight/source').LoadedSource;
  export default source;
}
