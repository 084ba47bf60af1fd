/** Checks one string against a format. */
export type FormatCheck = (text: string) => boolean;

const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?!$)|$)){4}$/;
const HEX_GROUP = /^[\da-f]{1,4}$/i;
const DOT_ATOM = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/;
const QUOTED = /^"(?:[^"\\\r\n]|\\.)*"$/;
const HOSTNAME = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;
const URI = /^[a-z][a-z\d+.-]*:(?:\/\/([^/?#]*))?((?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*)(?:#(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*)?$/i;
const AUTHORITY = /^(?:(?:[\w\-.~!$&'()*+,;=:]|%[\da-f]{2})*@)?(?:\[([^\]]*)\]|(?:[\w\-.~!$&'()*+,;=]|%[\da-f]{2})*)(?::\d*)?$/i;

/**
 * Checks an RFC 3339 `full-date`, including the days of each month and leap years.
 *
 * @param text The string.
 * @returns Whether it is a valid date.
 */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && !leap ? 28 : DAYS_IN_MONTH[month]!);
}

/**
 * Checks an RFC 3339 `full-time`, with a required offset; a leap second must fall on 23:59 UTC.
 *
 * @param text The string.
 * @returns Whether it is a valid time.
 */
export function isTime(text: string): boolean {
  const match = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-])(\d\d):(\d\d))$/i.exec(text);
  if (!match) return false;
  const [hour, minute, second, offsetHour, offsetMinute] = [1, 2, 3, 5, 6].map((group) => Number(match[group] ?? 0)) as [number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  const offset = (match[4] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return second < 60 || (((hour * 60 + minute - offset) % 1440) + 1440) % 1440 === 1439;
}

/**
 * Checks an RFC 3339 `date-time`.
 *
 * @param text The string.
 * @returns Whether it is a valid date-time.
 */
export function isDateTime(text: string): boolean {
  return (text[10] === 'T' || text[10] === 't') && isDate(text.slice(0, 10)) && isTime(text.slice(11));
}

/**
 * Checks an IPv6 address (RFC 4291 text form, an IPv4 tail allowed).
 *
 * @param text The string.
 * @returns Whether it is a valid IPv6 address.
 */
export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half ? half.split(':') : []));
  const last = groups[groups.length - 1];
  const size = last !== undefined && IPV4.test(last) ? groups.length + 1 : groups.length;
  if (!groups.every((group, i) => HEX_GROUP.test(group) || (i === groups.length - 1 && IPV4.test(group)))) return false;
  return halves.length === 2 ? size < 8 : size === 8;
}

/**
 * Checks an e-mail address (RFC 5321 mailbox: dot-atom or quoted local part; host name or address literal).
 *
 * @param text The string.
 * @returns Whether it is a valid e-mail address.
 */
export function isEmail(text: string): boolean {
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (at < 1 || !(DOT_ATOM.test(local) || QUOTED.test(local))) return false;
  if (domain.startsWith('[IPv6:') && domain.endsWith(']')) return isIpv6(domain.slice(6, -1));
  if (domain.startsWith('[') && domain.endsWith(']')) return IPV4.test(domain.slice(1, -1));
  return HOSTNAME.test(domain);
}

/**
 * Checks an absolute URI (RFC 3986), with a scheme; IP literals in brackets must be valid IPv6.
 *
 * @param text The string.
 * @returns Whether it is a valid URI.
 */
export function isUri(text: string): boolean {
  const match = URI.exec(text);
  if (!match) return false;
  const authority = match[1];
  if (authority === undefined) return true;
  const parts = AUTHORITY.exec(authority);
  return !!parts && (parts[1] === undefined || isIpv6(parts[1]));
}

/** The formats the validator checks, by name. */
export const FORMATS: Readonly<Record<string, FormatCheck>> = {
  date: isDate,
  time: isTime,
  'date-time': isDateTime,
  email: isEmail,
  uri: isUri,
};
