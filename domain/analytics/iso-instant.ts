/**
 * Epoch milliseconds of an ISO 8601 timestamp. The common UTC shape `YYYY-MM-DDTHH:MM:SS(.sss)Z` is
 * read digit by digit (histories hold thousands of them and `Date.parse` dominated the analysis
 * time); anything else goes to `Date.parse`. NaN when unparseable.
 */
export function parseIsoInstant(text: string): number {
  const length = text.length;
  if (
    length < 20 ||
    length === 21 ||
    length > 24 ||
    text.charCodeAt(length - 1) !== 90 /* Z */ ||
    text.charCodeAt(4) !== 45 /* - */ ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 /* T */ ||
    text.charCodeAt(13) !== 58 /* : */ ||
    text.charCodeAt(16) !== 58 ||
    (length > 20 && text.charCodeAt(19) !== 46) /* . */
  ) {
    return Date.parse(text);
  }
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  const millis = length > 20 ? fractionMillis(text, length) : 0;
  if (
    year < 0 ||
    millis < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    (day > 28 && day > daysInMonth(year, month))
  ) {
    return Date.parse(text);
  }
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis;
}

/** The two-digit number at `text[from]`, or a negative number when either is not a digit. */
function twoDigits(text: string, from: number): number {
  const tens = text.charCodeAt(from) - 48;
  const units = text.charCodeAt(from + 1) - 48;
  return tens >>> 0 > 9 || units >>> 0 > 9 ? -10_000 : tens * 10 + units;
}

/** Milliseconds from the 1-3 fraction digits between `.` and `Z`; negative when malformed. */
function fractionMillis(text: string, length: number): number {
  let millis = 0;
  let scale = 100;
  for (let index = 20; index < length - 1; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit >>> 0 > 9) return -1;
    millis += digit * scale;
    scale /= 10;
  }
  return millis;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
