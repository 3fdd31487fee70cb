// The floor the CLI is measured against: a plain Node script that only reads the same files,
// splits them into lines and each line on whitespace (and counts tokens so nothing is skipped).
// Usage: node bench/floor.mjs FILE [FILE ...]
import { createReadStream } from 'node:fs';

let tokens = 0;
let lines = 0;
for (const path of process.argv.slice(2)) {
  const decoder = new TextDecoder();
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const text = carry + decoder.decode(chunk, { stream: true });
    const end = text.lastIndexOf('\n');
    carry = text.slice(end + 1);
    for (const line of text.slice(0, end).split('\n')) {
      lines++;
      for (const word of line.split(/\s+/)) if (word !== '') tokens++;
    }
  }
  if (carry !== '') {
    lines++;
    for (const word of carry.split(/\s+/)) if (word !== '') tokens++;
  }
}
console.log(`${lines} lines, ${tokens} tokens`);
