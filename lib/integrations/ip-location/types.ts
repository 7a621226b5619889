/** Roughly where an IP address is, in words for a person ("Austin, Texas, US"); null when unknown. */
export interface IpLocator {
  locate(ipAddress: string): Promise<string | null>;
}
