import { h } from './dom.js';
import { splitLines } from './lines.js';
import type { NamedLines } from './score-systems.js';

/** A list of dropped or chosen files, each read into lines, with a remove button per file. */
export interface FileCollection {
  readonly files: readonly NamedLines[];
}

/**
 * Wires a drop zone and a file input to a list: dropped or chosen files are read as UTF-8,
 * split into lines and listed; `onChange` runs after every change.
 */
export function attachFileList(options: {
  zone: HTMLElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  onChange: () => void;
}): FileCollection {
  const files: NamedLines[] = [];
  const render = () => {
    options.list.replaceChildren(
      ...files.map((file, i) =>
        h(
          'li',
          {},
          h('span', { class: 'file-name' }, file.name),
          h('span', { class: 'file-lines' }, ` ${file.lines.length.toLocaleString('en')} lines `),
          h(
            'button',
            {
              type: 'button',
              class: 'link',
              'aria-label': `Remove ${file.name}`,
              onclick: () => {
                files.splice(i, 1);
                render();
                options.onChange();
              },
            },
            'remove',
          ),
        ),
      ),
    );
  };
  // Reads run one after another, so files are listed in the order they were dropped.
  let queue = Promise.resolve();
  const add = (list: Iterable<File>) => {
    queue = queue.then(async () => {
      for (const file of list) files.push({ name: file.name, lines: splitLines(await file.text()) });
      render();
      options.onChange();
    });
    return queue;
  };
  options.input.addEventListener('change', () => {
    void add(Array.from(options.input.files ?? []));
    options.input.value = '';
  });
  options.zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    options.zone.classList.add('dragging');
  });
  options.zone.addEventListener('dragleave', () => options.zone.classList.remove('dragging'));
  options.zone.addEventListener('drop', (event) => {
    event.preventDefault();
    options.zone.classList.remove('dragging');
    void add(Array.from(event.dataTransfer?.files ?? []));
  });
  return { files };
}
