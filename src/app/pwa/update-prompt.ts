// The "Update available — Reload" notice: a small card at the bottom of the screen, outside the
// app's root, that neither takes focus nor covers the header. Screen readers hear it (a polite
// live region); keyboard users reach its buttons at the end of the page; Escape or "Not now"
// closes it (it comes back on the next visit while the new version waits). Plain DOM: with React
// the chunk would share react-dom's client with the entry, splitting it out of the first load.
import { updateMessagesNow } from './messages.ts';
import './update-prompt.css';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function showUpdatePrompt(onReload: () => void): void {
  const m = updateMessagesNow();
  // The live region exists before its content arrives, so the notice is announced.
  const host = element('div', {});
  host.setAttribute('aria-live', 'polite');
  document.body.append(host);

  let reloading = false;
  const reload = element('button', {
    type: 'button',
    className: 'button button-primary',
    textContent: m.reload,
  });
  reload.addEventListener('click', () => {
    if (reloading) return;
    reloading = true;
    onReload();
  });
  const later = element('button', {
    type: 'button',
    className: 'button button-quiet',
    textContent: m.later,
  });
  const dismiss = () => {
    const hadFocus = host.contains(document.activeElement);
    host.remove();
    // Focus goes back to the page's content rather than being lost on <body>.
    if (hadFocus) document.getElementById('content')?.focus({ preventScroll: true });
  };
  later.addEventListener('click', dismiss);

  const card = element(
    'section',
    { className: 'update-prompt' },
    element(
      'p',
      { className: 'update-prompt-text' },
      element('strong', { textContent: m.available }),
      ' ',
      element('span', { className: 'update-prompt-detail', textContent: m.detail }),
    ),
    element('div', { className: 'update-prompt-actions' }, reload, later),
  );
  card.setAttribute('aria-label', m.regionLabel);
  card.dataset.testid = 'update-prompt';
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  // Next frame: after the empty live region is in the document.
  requestAnimationFrame(() => host.append(card));
}
