import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/ensure-browser.ts';

/** Debian's Chromium, headless, as the browser tests run it. */
export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** What a page must show of the content it was given, beyond the structural checks every page gets. */
export interface PageExpectations {
  /** The document's title, exactly (whitespace normalised). */
  documentTitle?: string;
  /** Texts that some element of the body shows as its whole text. */
  texts?: string[];
  /** Texts that some element of the body shows within its text (a numbered entry, a label before it). */
  textsWithin?: string[];
  /** Properties the page's JSON-LD carries with exactly these values. */
  structuredData?: Record<string, string>;
}

/**
 * Runs in the page (serialised by Playwright, so it keeps to itself): the problems of the loaded
 * document. No element or attribute named after `hostileName`, anywhere (template contents
 * included); no `meta[http-equiv]` but the page's own Content-Security-Policy in the head; no
 * `window.__hostile`; every JSON-LD block parses; and what `expected` names is shown intact.
 */
export function inspectPage({ hostileName, expected }: { hostileName: string; expected: PageExpectations }): string[] {
  const problems: string[] = [];
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const quote = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);

  const roots: ParentNode[] = [document];
  for (const template of document.querySelectorAll('template')) roots.push(template.content);
  for (const root of roots) {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.includes(hostileName)) problems.push(`an element <${element.localName}>`);
      for (const attribute of element.attributes) {
        if (attribute.name.includes(hostileName))
          problems.push(`<${element.localName}> has an attribute ${attribute.name}=${quote(attribute.value)}`);
      }
    }
  }

  const ownPolicy = document.head.querySelector(':scope > meta[http-equiv="content-security-policy" i]');
  for (const meta of document.querySelectorAll('meta[http-equiv]')) {
    if (meta !== ownPolicy)
      problems.push(
        `a meta http-equiv=${quote(meta.getAttribute('http-equiv') ?? '')} in <${meta.parentElement?.localName}>`,
      );
  }

  if ('__hostile' in window) problems.push('window.__hostile is set: an injected script ran');

  if (expected.documentTitle !== undefined && normalise(document.title) !== normalise(expected.documentTitle))
    problems.push(`document.title is ${quote(document.title)}, not ${quote(expected.documentTitle)}`);

  const shown = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.closest('script, style, template, noscript')) shown.add(normalise(element.textContent ?? ''));
  }
  for (const text of expected.texts ?? []) {
    if (!shown.has(normalise(text))) problems.push(`no element shows exactly ${quote(text)}`);
  }
  for (const text of expected.textsWithin ?? []) {
    if (![...shown].some((whole) => whole.includes(normalise(text)))) problems.push(`no element shows ${quote(text)}`);
  }

  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    try {
      return [JSON.parse(script.textContent ?? '') as Record<string, unknown>];
    } catch (error) {
      problems.push(`a JSON-LD block does not parse (${error}): ${quote(script.textContent ?? '')}`);
      return [];
    }
  });
  for (const [property, value] of Object.entries(expected.structuredData ?? {})) {
    if (!structured.some((data) => data[property] === value))
      problems.push(
        `no JSON-LD carries ${property} = ${quote(value)} (it has ${quote(JSON.stringify(structured.map((data) => data[property])))})`,
      );
  }
  return problems;
}

/** Runs in the page: why `xml` is not well-formed XML, or null when it is. */
export function xmlProblem(xml: string): string | null {
  const error = new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror');
  return error ? (error.textContent ?? 'parsererror') : null;
}
