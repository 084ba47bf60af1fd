// `@toolmark/core/json-schema/formats`: the standard `format` checks, an entry of their own (as ajv
// ships ajv-formats) so a page whose schemas use no `format` does not download them (spec §13.1).
import type { FormatCheck } from './types.js';

export type { FormatCheck } from './types.js';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?!$)|$)){4}$/;
/**
 * Checks a dotted-quad IPv4 address, without leading zeros.
 *
 * @param text The string.
 * @returns Whether it is a valid IPv4 address.
 */
const isIpv4 = (text: string): boolean => IPV4.test(text);
/** A host name (RFC 1123): dot-separated labels of letters, digits and inner hyphens, at most 63 each. */
const HOSTNAME = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;
/** Characters of a URI path, query or fragment (RFC 3986 `pchar`, `/` and `?`), percent-escapes included. */
const URI_TEXT = /^(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*$/i;

/**
 * Checks an RFC 3339 `full-date`, including the days of each month and leap years.
 *
 * @param text The string.
 * @returns Whether it is a valid date.
 */
function isDate(text: string): boolean {
  const [year = NaN, month = 0, day = 0] = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text)?.slice(1).map(Number) ?? [];
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years below 100 as they are.
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return month > 0 && month < 13 && day > 0 && day <= last.getUTCDate();
}

/**
 * Checks an RFC 3339 `full-time`, with a required offset; a leap second must fall on 23:59 UTC.
 *
 * @param text The string.
 * @returns Whether it is a valid time.
 */
function isTime(text: string): boolean {
  const match = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-])(\d\d):(\d\d))$/i.exec(text);
  if (!match) return false;
  const [hour, minute, second, offsetHour, offsetMinute] = [1, 2, 3, 5, 6].map((group) => Number(match[group] ?? 0)) as [number, number, number, number, number];
  const offset = (match[4] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return (
    hour < 24 && minute < 60 && second < 61 && offsetHour < 24 && offsetMinute < 60 && (second < 60 || (hour * 60 + minute - offset + 1440) % 1440 === 1439)
  );
}

/**
 * Checks an IPv6 address (RFC 4291 text form, an IPv4 tail allowed).
 *
 * @param text The string.
 * @returns Whether it is a valid IPv6 address.
 */
function isIpv6(text: string): boolean {
  const halves = text.split('::');
  const groups = halves.flatMap((half) => (half ? half.split(':') : []));
  const tail = IPV4.test(groups[groups.length - 1]!);
  // An IPv4 tail counts as two groups; `::` stands for at least one.
  const size = groups.length + +tail;
  return (
    halves.length < 3 &&
    groups.every((group, i) => /^[\da-f]{1,4}$/i.test(group) || (tail && i === groups.length - 1)) &&
    (halves.length > 1 ? size < 8 : size === 8)
  );
}

/**
 * Checks an e-mail address (RFC 5321 mailbox: dot-atom or quoted local part; host name or address literal).
 *
 * @param text The string.
 * @returns Whether it is a valid e-mail address.
 */
function isEmail(text: string): boolean {
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  const literal = domain[0] === '[' && /^\[(IPv6:)?(.*)\]$/.exec(domain);
  return (
    at > 0 &&
    (/^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/.test(local) || /^"(?:[^"\\\r\n]|\\.)*"$/.test(local)) &&
    (literal
      ? (literal[1] ? isIpv6 : isIpv4)(literal[2]!)
      : HOSTNAME.test(domain))
  );
}

/**
 * Checks an absolute URI (RFC 3986), with a scheme; IP literals in brackets must be valid IPv6.
 *
 * @param text The string.
 * @returns Whether it is a valid URI.
 */
function isUri(text: string): boolean {
  const match = /^[a-z][a-z\d+.-]*:(?:\/\/([^/?#]*))?([^#]*)(?:#(.*))?$/is.exec(text);
  // The path, query and fragment share their characters; none of them holds a `#`.
  if (!match || !URI_TEXT.test(match[2]! + (match[3] ?? ''))) return false;
  const authority = match[1];
  if (authority === undefined) return true;
  const parts = /^(?:(?:[\w\-.~!$&'()*+,;=:]|%[\da-f]{2})*@)?(?:\[([^\]]*)\]|(?:[\w\-.~!$&'()*+,;=]|%[\da-f]{2})*)(?::\d*)?$/i.exec(authority);
  return !!parts && (parts[1] === undefined || isIpv6(parts[1]));
}

/**
 * The standard formats, by name: the ones a tool's input plausibly carries. Pass them to
 * `fromJsonSchema(schema, { formats })`; a schema with any other `format` is refused (spec §13.2).
 */
export const formats: Readonly<Record<string, FormatCheck>> = {
  date: isDate,
  time: isTime,
  'date-time': (text) => /^.{10}t/is.test(text) && isDate(text.slice(0, 10)) && isTime(text.slice(11)),
  email: isEmail,
  uri: isUri,
  hostname: (text) => text.length < 254 && HOSTNAME.test(text),
  ipv4: isIpv4,
  ipv6: isIpv6,
  uuid: (text) => /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i.test(text),
};
