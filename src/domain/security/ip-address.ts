import ipaddr from 'ipaddr.js'

/**
 * An address as people read it: an IPv4 address that reached a dual-stack server as IPv6
 * ("::ffff:127.0.0.1") in its IPv4 form, an IPv6 one in its short form. Anything else stored in
 * its place (the "unknown" of a request without a client address, a stray header value) is null,
 * so a page shows no address rather than a made-up one.
 */
export const readableAddress = (address: string | null | undefined): string | null => {
  const text = address?.trim()
  if (!text) return null
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return text
  if (!ipaddr.IPv6.isValid(text)) return null
  const parsed = ipaddr.IPv6.parse(text)
  return (parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed).toString()
}
