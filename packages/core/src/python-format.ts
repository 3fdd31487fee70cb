// Python's float formatting, which sacreBLEU's output relies on. JS `toFixed` rounds exact ties
// away from zero; Python rounds the exact binary value half to even (f"{0.0625:.3f}" == "0.062").

/**
 * Python's `f"{value:.{digits}f}"`.
 */
export function formatFixed(value: number, digits: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  let text = magnitude >= 1e21 ? bigFixed(magnitude, digits) : magnitude.toFixed(digits);
  if (magnitude < 1e21 && digits < 100 && isTie(magnitude, digits) && lastDigitOdd(text)) {
    text = truncate(magnitude, digits);
  }
  return negative ? `-${text}` : text;
}

/** True when `magnitude` lies exactly halfway between two `digits`-decimal numbers. */
function isTie(magnitude: number, digits: number): boolean {
  // A double ≥ 2^-47 has at most 100 fractional digits, so toFixed(100) is its exact expansion;
  // smaller ones cannot be a tie at a width anyone prints.
  if (magnitude < 2 ** -47) return false;
  const exact = magnitude.toFixed(100);
  const fraction = exact.slice(exact.indexOf('.') + 1);
  if (fraction[digits] !== '5') return false;
  for (let i = digits + 1; i < fraction.length; i++) if (fraction[i] !== '0') return false;
  return true;
}

function lastDigitOdd(text: string): boolean {
  const code = text.charCodeAt(text.length - 1);
  return (code - 48) % 2 === 1;
}

function truncate(magnitude: number, digits: number): string {
  const exact = magnitude.toFixed(100);
  const point = exact.indexOf('.');
  return digits === 0 ? exact.slice(0, point) : exact.slice(0, point + 1 + digits);
}

function bigFixed(magnitude: number, digits: number): string {
  const integer = BigInt(magnitude).toString();
  return digits === 0 ? integer : `${integer}.${'0'.repeat(digits)}`;
}

/**
 * Python's `repr(float)`: shortest round-trip digits, scientific notation below 1e-4 and from
 * 1e16 on, and always a `.0` on whole numbers (`100.0`, `1e-05`, `1e+16`).
 */
export function formatFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa = '', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  const sign = mantissa.startsWith('-') ? '-' : '';
  const digits = mantissa.replace('-', '').replace('.', '');
  if (exponent < -4 || exponent >= 16) {
    const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    const expDigits = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${head}e${expSign}${expDigits}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  if (digits.length <= exponent + 1) return `${sign}${digits.padEnd(exponent + 1, '0')}.0`;
  return `${sign}${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
}
