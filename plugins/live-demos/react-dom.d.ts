// The parts of react-dom the live demos use (the site has no @types/react-dom): the frame's
// server render (frame/render.ts) and the hydration of a frame in place (theme/LiveDemo).
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactElement): string;
}

declare module 'react-dom/client' {
  export type Root = { render(children: import('react').ReactNode): void; unmount(): void };
  export function hydrateRoot(container: Element, children: import('react').ReactNode): Root;
}
