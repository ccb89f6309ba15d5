import { Parser } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';

/**
 * A page's HTML as a React element tree: the same elements, attributes and text, so rendering
 * it is React's work for that document with no router, loaders, api calls or components.
 */

/** Elements whose content React must not escape: it is written as it was. */
const rawContent = new Set(['script', 'style']);
/** Attributes React reads under another name. */
const propNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  enctype: 'encType',
  maxlength: 'maxLength',
  minlength: 'minLength',
  inputmode: 'inputMode',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};
/** Present without a value in HTML; React drops them unless they are `true`. */
const booleanProps = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'required',
  'readOnly',
  'multiple',
  'async',
  'defer',
  'open',
  'noValidate',
  'autoFocus',
  'itemScope',
]);

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const prop = propNames[name] ?? name;
    if (prop === 'style') props.style = styleObject(value);
    else props[prop] = booleanProps.has(prop) ? true : value;
  }
  return props;
}

type Open = { name: string; props: Record<string, unknown>; children: ReactNode[] };

/** The document's root element (<html>), its doctype and comments left out (React writes its own). */
export function htmlToReact(html: string): ReactNode {
  const root: Open = { name: '', props: {}, children: [] };
  const stack: Open[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push({ name, props: propsOf(attributes), children: [] });
      },
      ontext(text) {
        const { children } = current();
        const last = children.length - 1;
        // The parser may cut one text in pieces; React would separate them with comments.
        if (typeof children[last] === 'string') children[last] += text;
        else children.push(text);
      },
      onclosetag() {
        const element = stack.pop();
        if (!element) return;
        const { name, props, children } = element;
        const content = rawContent.has(name)
          ? { dangerouslySetInnerHTML: { __html: children.join('') } }
          : {};
        const own = rawContent.has(name) ? [] : children;
        current().children.push(createElement(name, { ...props, ...content }, ...own));
      },
    },
    { lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  const [document] = root.children.filter((child) => typeof child !== 'string');
  if (document === undefined) throw new Error('the page has no <html> element');
  return document;
}
