/**
 * The first screen the build prerendered (scripts/vite-prerender.ts): the landing page and /login
 * are served with a static snapshot of themselves, `<div id="prerendered">` right before the empty
 * `#root`, so a first visit paints before any script has run. While the snapshot is there, `#root`
 * is not displayed (src/styles/global.css); the app renders into it as usual, and the page that
 * the snapshot shows removes the snapshot in a layout effect, that is in the same frame as its own
 * first commit: the visitor sees the snapshot and then the same page, never a blank or a jump.
 *
 * The snapshot is live, not a picture: on a slow phone a visitor types into its fields and taps
 * its links and buttons before the app has taken over. Its links are real addresses (the browser
 * follows them without any script); its fields keep what is typed, and the hand-over carries that
 * into the app's own fields (through their change events, so the app's form state has it), with
 * the focus and the caret; a tap on one of its buttons (or a submitted form) is held by the page's
 * inline script (TAP_KEEPER in scripts/vite-prerender.ts marks the button with TAPPED_ATTRIBUTE),
 * and made again on the app's same button once the app holds what was typed.
 */
import { useEffect, useLayoutEffect, useState } from 'react';

export const PRERENDERED_ID = 'prerendered';

const handedOff: (() => void)[] = [];

/** Set by the prerendered page's inline script on the button tapped before the app took over. */
export const TAPPED_ATTRIBUTE = 'data-tapped';

/**
 * What the snapshot and the app's page have in the same order, since they are the same markup: a
 * control of one is matched with the control at the same place in the other.
 */
const CONTROLS = 'a, button, input, select, textarea';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const sameKind = (a: Element, b: Element) =>
  a.tagName === b.tagName && a.getAttribute('type') === b.getAttribute('type');

/** What the visitor did in the snapshot: fields changed, the focused control, a tapped button. */
interface Interaction {
  values: { index: number; value: string; checked: boolean }[];
  focused: { index: number; selection: [number, number] | null } | null;
  tapped: number | null;
}

function interactionIn(snapshot: HTMLElement, doc: Document): Interaction {
  const controls = [...snapshot.querySelectorAll(CONTROLS)];
  const values: Interaction['values'] = [];
  controls.forEach((control, index) => {
    if (!isField(control)) return;
    const changed =
      control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
        ? control.checked !== control.defaultChecked
        : control instanceof HTMLSelectElement
          ? [...control.options].some((option) => option.selected !== option.defaultSelected)
          : control.value !== control.defaultValue;
    if (changed)
      values.push({ index, value: control.value, checked: 'checked' in control ? control.checked : false });
  });
  const active = doc.activeElement;
  const focusedIndex = active ? controls.indexOf(active) : -1;
  const selectionOf = (element: Element): [number, number] | null => {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
    try {
      return element.selectionStart === null ? null : [element.selectionStart, element.selectionEnd ?? 0];
    } catch {
      return null;
    }
  };
  const tapped = snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`);
  return {
    values,
    focused: focusedIndex >= 0 ? { index: focusedIndex, selection: selectionOf(active!) } : null,
    tapped: tapped ? controls.indexOf(tapped) : null,
  };
}

/** Sets a field's value as typing would, so that the app's change handler sees it. */
function typeInto(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  // The prototype's setter: React tracks the value set through the element's own one, and would
  // take the event that follows for no change.
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function replay(interaction: Interaction, page: HTMLElement, snapshotControls: Element[]): void {
  const controls = [...page.querySelectorAll(CONTROLS)];
  const counterpart = (index: number) => {
    const control = controls[index];
    const original = snapshotControls[index];
    return control && original && sameKind(control, original) ? control : null;
  };
  for (const { index, value, checked } of interaction.values) {
    const field = counterpart(index);
    if (field && isField(field)) typeInto(field, value, checked);
  }
  if (interaction.focused) {
    const control = counterpart(interaction.focused.index);
    if (control instanceof HTMLElement) {
      control.focus({ preventScroll: true });
      const selection = interaction.focused.selection;
      // The caret once React has rendered the values above (they are state updates, applied at
      // the end of the commit this hand-over runs in).
      if (selection && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
        queueMicrotask(() => {
          try {
            control.setSelectionRange(...selection);
          } catch {
            // An e-mail field has no caret position to set.
          }
        });
    }
  }
  if (interaction.tapped !== null) {
    const button = counterpart(interaction.tapped);
    // After the app has rendered what was typed (the changes above are state updates), so that the
    // tap acts on it: a submitted login form sends the e-mail and password typed before.
    if (button instanceof HTMLElement) setTimeout(() => button.click(), 0);
  }
}

/**
 * Removes the snapshot, if the page has one; the app's own page shows from then on. With `page`
 * (the app's rendering of the same page), what the visitor typed, focused or tapped in the
 * snapshot is carried over to it.
 */
export function handOffPrerendered(doc: Document = document, page?: HTMLElement | null): void {
  const snapshot = doc.getElementById(PRERENDERED_ID);
  if (!snapshot) return;
  const interaction = page ? interactionIn(snapshot, doc) : null;
  const snapshotControls = interaction ? [...snapshot.querySelectorAll(CONTROLS)] : [];
  snapshot.remove();
  if (interaction && page) replay(interaction, page, snapshotControls);
  for (const callback of handedOff.splice(0)) callback();
}

/** Runs `callback` once the snapshot has been handed over (at once if there is none). */
export function afterHandOff(callback: () => void, doc: Document = document): void {
  if (doc.getElementById(PRERENDERED_ID)) handedOff.push(callback);
  else callback();
}

/** Whether this page load started from a snapshot (a first visit to `/` or `/login`). */
export function startedPrerendered(doc: Document = document): boolean {
  return doc.getElementById(PRERENDERED_ID) !== null;
}

/**
 * For the pages that are prerendered: hand over as soon as their own markup is in the document,
 * with what the visitor did in the snapshot meanwhile.
 */
export function usePrerenderedHandoff(): void {
  useLayoutEffect(() => handOffPrerendered(document, document.getElementById('root')), []);
}

/**
 * False until the snapshot, if the page started with one, has been handed over: what is not part
 * of the first screen (the service worker's registration) waits for the app to have taken over.
 */
export function useHandedOff(): boolean {
  const [handedOff, setHandedOff] = useState(() => typeof document === 'undefined' || !startedPrerendered());
  useEffect(() => {
    if (!handedOff) afterHandOff(() => setHandedOff(true));
  }, [handedOff]);
  return handedOff;
}
