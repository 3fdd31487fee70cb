/** `buffer`, or a larger copy of it (at least doubled) that holds `size` numbers, the new ones `fill`. */
export function growArray(buffer: Int32Array<ArrayBuffer>, size: number, fill = 0): Int32Array<ArrayBuffer> {
  if (buffer.length >= size) return buffer;
  const larger = new Int32Array(Math.max(size, 2 * buffer.length));
  if (fill !== 0) larger.fill(fill, buffer.length);
  larger.set(buffer);
  return larger;
}
