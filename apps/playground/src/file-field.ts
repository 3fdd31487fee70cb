import { h } from './dom.js';
import { splitLines } from './lines.js';
import type { NamedLines } from './score-systems.js';

/** One file, dropped or chosen, read into lines; `file` is undefined until one is given or after it is removed. */
export interface FileField {
  readonly element: HTMLElement;
  readonly file: NamedLines | undefined;
}

/**
 * A drop zone with a file input for one file (a source, a label file, a frequency file): the
 * file is read as UTF-8 and split into lines as the systems' files are, its name and line count
 * shown with a remove button; `onChange` runs after every change.
 */
export function createFileField(options: { label: string; testid: string; onChange: () => void }): FileField {
  let file: NamedLines | undefined;
  const input = h('input', { type: 'file', 'data-testid': options.testid, accept: '.txt,.tsv,text/plain' });
  const shown = h('span', { class: 'file-name', 'data-testid': `${options.testid}-name` });
  const remove = h('button', { type: 'button', class: 'link', hidden: true, onclick: () => set(undefined) }, 'remove');
  const zone = h('div', { class: 'drop', 'data-testid': `${options.testid}-drop` }, h('label', {}, `${options.label}: drop a file here or `, input), ' ', shown, ' ', remove);

  function set(next: NamedLines | undefined): void {
    file = next;
    shown.textContent = next ? `${next.name} (${next.lines.length.toLocaleString('en')} lines)` : '';
    remove.hidden = next === undefined;
    remove.setAttribute('aria-label', next ? `Remove ${next.name}` : 'Remove');
    options.onChange();
  }
  const read = (chosen: File | undefined) => {
    if (chosen) void chosen.text().then((text) => set({ name: chosen.name, lines: splitLines(text) }));
  };
  input.addEventListener('change', () => {
    read(input.files?.[0]);
    input.value = '';
  });
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('dragging');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    read(event.dataTransfer?.files[0]);
  });
  return {
    element: zone,
    get file() {
      return file;
    },
  };
}
