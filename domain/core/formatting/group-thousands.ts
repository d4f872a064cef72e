/**
 * Inserts `,` between groups of three digits in the integer part of a plain decimal string, e.g.
 * `'-1234567.89'` → `'-1,234,567.89'`. Written out by hand so output never depends on the runtime's locale data.
 */
export function groupThousands(decimal: string): string {
  const [integer = '', fraction] = decimal.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const digits = integer.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? `${sign}${digits}` : `${sign}${digits}.${fraction}`;
}
