/** Attributes and properties `h` sets: `on…` functions become listeners, the rest attributes. */
export type Props = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/** Builds an element: `h('button', { type: 'button', onclick }, 'Score')`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
  return element;
}

/** The element with this id; throws when the page lacks it. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`[bleukit] [playground] The page has no #${id}.`);
  return element as T;
}
