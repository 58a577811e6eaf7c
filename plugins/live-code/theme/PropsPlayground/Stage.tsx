import { createElement, createRef, useRef, type ElementType, type ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { withSpring, withTiming } from 'react-native-reanimated';
import type { Child, Element, Expr, ScreenModule } from '../../playground/model.mjs';

/**
 * Runs a screen module description (model.mjs) as React elements: the same
 * description print.mjs shows as code. PropsPlayground passes the library
 * exports its screens import (stages/), so a page fetches only the parts of
 * the library its own playground uses.
 */

/** The names every described screen may use; each playground adds its component's (stages/). */
const COMMON: Record<string, unknown> = { Text, View };
const HELPERS = { withSpring, withTiming };

type Scope = Record<string, unknown>;

function lookup(scope: Scope, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], scope);
}

const evaluate = (expr: Expr, scope: Scope): unknown => ('lit' in expr ? expr.lit : lookup(scope, expr.ref));

function render(child: Child, scope: Scope): ReactNode {
  if (typeof child === 'string') return child;
  if (!('type' in child)) return lookup(scope, child.ref) as ReactNode;
  const element = child as Element;
  const props: Record<string, unknown> = {};
  for (const [name, expr] of element.props) {
    if (name === '...') Object.assign(props, evaluate(expr, scope));
    else props[name] = evaluate(expr, scope);
  }
  const type = lookup(scope, element.type) as ElementType;
  return createElement(type, props, ...element.children.map((inner) => render(inner, scope)));
}

/** The module-level names: data, helper functions and styles. */
function moduleScope(screen: ScreenModule, imports: Scope): Scope {
  const scope: Scope = { ...COMMON, ...imports, styles: StyleSheet.create(screen.styles as never) };
  for (const constant of screen.consts) scope[constant.name] = constant.value;
  for (const log of screen.logs) {
    scope[log.name] = (value: Record<string, unknown>) => console.log(`${log.message} ${String(value[log.field])}`);
  }
  for (const worklet of screen.worklets) {
    const helper = HELPERS[worklet.helper];
    scope[worklet.name] = (toValue: number) => {
      'worklet';
      return helper(toValue, worklet.config);
    };
  }
  for (const fn of screen.renders) {
    scope[fn.name] = (props: Record<string, unknown>) => {
      const { param } = fn;
      if (typeof param === 'string') return render(fn.body, { ...scope, [param]: props });
      // `{ item, ...cellProps }`: the picked props by name, the others together.
      const [picked, rest] = [true, false].map((pick) =>
        Object.fromEntries(Object.entries(props).filter(([name]) => param.pick.includes(name) === pick)),
      );
      return render(fn.body, { ...scope, ...picked, [param.rest]: rest });
    };
  }
  return scope;
}

/** The screen's default export. Its parent remounts it whenever the description changes. */
export type StageProps = { screen: ScreenModule };

export default function Stage({ screen, imports }: StageProps & { imports: Scope }): ReactNode {
  // One scope per mount: the module's names and the screen's refs (`useRef(null)` in the printed code).
  const scope = useRef<Scope | null>(null);
  scope.current ??= {
    ...moduleScope(screen, imports),
    ...Object.fromEntries(screen.refs.map((hook) => [hook.name, createRef()])),
  };
  return render(screen.root, scope.current);
}
