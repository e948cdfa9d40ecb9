import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** HTML_CodeSniffer's build, the engine pa11y runs (standards and English texts included). */
const HTMLCS_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}

/**
 * Runs HTML_CodeSniffer's WCAG 2 AA standard in the page, as pa11y does, and answers its errors
 * (type 1; warnings and notices ask for a person's review) as "code: message (selector)".
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, as axe.ts does: an added <script> tag would be an inline
  // script without the page's CSP nonce, which the browser refuses. Its UMD wrapper puts HTMLCS on window.
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
              getMessages: () => HtmlcsMessage[];
            };
          }
        ).HTMLCS;
        const selector = (element: Element): string => {
          if (!(element instanceof Element)) return 'document';
          const parts: string[] = [];
          for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
            if (node.id) {
              parts.unshift(`#${node.id}`);
              break;
            }
            const classes = Array.from(node.classList)
              .map((name) => `.${name}`)
              .join('');
            parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
          }
          return parts.join(' > ');
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} (${selector(message.element)})`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
  );
}
